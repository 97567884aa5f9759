import { autocompletion } from "@codemirror/autocomplete";
import { json } from "@codemirror/lang-json";
import { lintGutter, setDiagnostics, type Diagnostic } from "@codemirror/lint";
import { tooltips } from "@codemirror/view";
import { EditorView, basicSetup } from "codemirror";
import { useEffect, useRef } from "react";
import type { StudioIssue } from "../../../engine/studio/StudioCheck.ts";
import { schemaCompletion, schemaHover } from "./schemaAssist.ts";
import type { SchemaNode } from "./schemaAt.ts";

export interface SourceEditorProps {
  /** The text to show; a new value (a reset, another type) replaces the editor's text. */
  text: string;
  /** Bumped to push `text` into the editor again. */
  version: number;
  schema: SchemaNode | null;
  /** The server's issues in this file: shown inline, at their line and column. */
  issues: StudioIssue[];
  /** Where to put the cursor (an issue clicked in the list): a new `n` moves it there, scrolls to it and focuses the editor. */
  jumpTo?: { line: number; column: number; n: number } | null;
  onChange: (text: string) => void;
}

/** The offset of a 1-based line and column, clamped to the text (the text may have changed since the check). */
function offsetOf(view: EditorView, line: number, column: number): number {
  const { doc } = view.state;
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(column, 1) - 1, at.to);
}

/** A diagnostic of CodeMirror's lint from an issue's 1-based line and column (clamped to the text). */
export function diagnosticOf(view: EditorView, issue: StudioIssue): Diagnostic {
  const from = offsetOf(view, issue.line, issue.column);
  return { from, to: Math.max(from, view.state.doc.lineAt(from).to), severity: "error", message: issue.message, source: issue.code };
}

/**
 * The definition's JSON in CodeMirror 6: JSON syntax, completion and hover from the meta-schema,
 * and the server's lint shown inline (the gutter and underlines), as the analyst types.
 */
export function SourceEditor({ text, version, schema, issues, jumpTo, onChange }: SourceEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      doc: text,
      extensions: [
        basicSetup,
        json(),
        lintGutter(),
        // Tooltips (lint messages, hover help) on the page's body: inside the editor's scrolling box they were cut off at its edge.
        tooltips({ parent: document.body }),
        autocompletion({ override: [schemaCompletion(() => schemaRef.current)] }),
        schemaHover(() => schemaRef.current),
        // tabindex: axe counts the editable text as the scroller's focusable content (it is in the tab order anyway).
        EditorView.contentAttributes.of({ "aria-label": "The definition's JSON", tabindex: "0" }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || version === 0) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
    // Only a reset or another type pushes text in; typing flows out through onChange.
  }, [version]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, issues.map((issue) => diagnosticOf(editor, issue))));
  }, [issues]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !jumpTo) return;
    const at = offsetOf(editor, jumpTo.line, jumpTo.column);
    editor.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: "center" }) });
    editor.focus();
  }, [jumpTo]);

  return <div className="nfa-studio-editor" ref={host} />;
}
