import { useState } from "react";
import { Link } from "react-router-dom";
import { CommitPanel } from "./CommitPanel.tsx";
import { DefinitionDiffView } from "./DefinitionDiffView.tsx";
import { FlowGraphView } from "./FlowGraphView.tsx";
import { ImpactPanel } from "./ImpactPanel.tsx";
import { LivePreview } from "./LivePreview.tsx";
import { ScenarioResults } from "./ScenarioResults.tsx";
import type { SchemaNode } from "./schemaAt.ts";
import { SourceEditor } from "./SourceEditor.tsx";
import { useStudioCheck } from "./useStudioCheck.ts";

export interface StudioWorkbenchProps {
  type: string;
  title: string;
  file: string;
  source: string;
  schema: SchemaNode;
}

/**
 * One definition in the studio: the editor on the left; on the right the issues, the scenarios,
 * the difference from the committed file, its impact on stored applications (replayed on request)
 * and what to commit; below, the flow graph and the live preview. Everything else follows the last
 * check of the text (debounced while typing).
 */
export function StudioWorkbench({ type, title, file, source, schema }: StudioWorkbenchProps) {
  const [text, setText] = useState(source);
  const [version, setVersion] = useState(0);
  const state = useStudioCheck(type, text);
  const check = state.status === "done" ? state.check : state.status === "idle" ? null : state.last;
  // One line per issue: the same message at the same place (a shared file reached twice) is said once.
  const issues = [...new Map((check?.issues ?? []).map((i) => [`${i.file}:${i.line}:${i.column} ${i.message}`, i])).values()];
  const mine = issues.filter((i) => i.file === check?.file);
  const elsewhere = issues.filter((i) => i.file !== check?.file);
  const [jump, setJump] = useState<{ line: number; column: number; n: number } | null>(null);
  // Only a check of the text as it is now can be replayed: its preview is that text compiled.
  const checked = state.status === "done" && state.check.preview ? { previewId: state.check.preview.id, text: state.text } : null;
  const notReady = state.status === "checking" || state.status === "idle" ? "Wait for the check of the edit to finish." : state.status === "failed" ? "The check failed: change the text or go back to the committed one to check it again." : "Fix the issues first: only an edit that lints clean can be replayed.";
  const reset = () => {
    setText(source);
    setVersion((v) => v + 1);
  };
  return (
    <div className="nfa-studio">
      <Link className="govuk-back-link" to="/studio">
        All definitions
      </Link>
      <h1 className="govuk-heading-xl" data-title={`Studio: ${title}`}>
        <span className="govuk-caption-l">Studio</span>
        {title}
      </h1>
      <p className="govuk-body" role="status" aria-live="polite" id="studio-status">
        {state.status === "checking" ? "Checking…" : state.status === "failed" ? `The check failed: ${state.message}` : check ? `${check.issues.length ? `${check.issues.length} issue${check.issues.length === 1 ? "" : "s"}` : "No issues"}${check.scenarios ? `; ${check.scenarios.filter((s) => s.passed).length} of ${check.scenarios.length} scenarios pass` : ""}.` : ""}
      </p>
      <div className="nfa-studio__columns">
        <div className="nfa-studio__editor">
          <h2 className="govuk-heading-m">
            <code>{file}</code>
          </h2>
          <SourceEditor text={text} version={version} schema={schema} issues={mine} jumpTo={jump} onChange={setText} />
          <button type="button" className="govuk-button govuk-button--secondary nfa-studio__reset" onClick={reset} disabled={text === source}>
            Back to the committed text
          </button>
        </div>
        <div className="nfa-studio__panels">
          <section aria-labelledby="studio-issues">
            <h2 className="govuk-heading-m" id="studio-issues">
              Issues
            </h2>
            {check && issues.length === 0 && <p className="govuk-body">None: the definition lints clean.</p>}
            {issues.length > 0 && (
              <ul className="govuk-list govuk-body-s nfa-studio-issues" aria-label="Issues">
                {mine.map((issue, i) => (
                  <li key={`mine-${i}`}>
                    {/* A button, not a link: it moves the editor's cursor to the issue, it goes nowhere. */}
                    <button type="button" className="nfa-studio-issues__place" onClick={() => setJump((j) => ({ line: issue.line, column: issue.column, n: (j?.n ?? 0) + 1 }))} aria-label={`Go to line ${issue.line}, column ${issue.column}`}>
                      {issue.file}:{issue.line}:{issue.column}
                    </button>{" "}
                    {issue.message}
                  </li>
                ))}
                {elsewhere.map((issue, i) => (
                  <li key={`elsewhere-${i}`}>
                    <strong>
                      {issue.file}:{issue.line}:{issue.column}
                    </strong>{" "}
                    {issue.message} <span className="govuk-hint govuk-!-display-inline">(in a shared file, which the studio does not edit: change it in the repository)</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="studio-scenarios">
            <h2 className="govuk-heading-m" id="studio-scenarios">
              Scenarios
            </h2>
            {check?.scenarios ? <ScenarioResults scenarios={check.scenarios} /> : <p className="govuk-body">{check ? "Not run until the issues are fixed." : "Running…"}</p>}
          </section>
          <section aria-labelledby="studio-difference">
            <h2 className="govuk-heading-m" id="studio-difference">
              Difference from the committed definition
            </h2>
            {check?.diff && check.outcomes ? <DefinitionDiffView diff={check.diff} outcomes={check.outcomes} /> : <p className="govuk-body">Shown once the edit lints clean.</p>}
          </section>
          {/* After the difference (what the edit changes in the definition), before the commit: whom it reaches is read before deciding to commit it. */}
          <section aria-labelledby="studio-impact">
            <h2 className="govuk-heading-m" id="studio-impact">
              Impact on applications in progress
            </h2>
            <ImpactPanel checked={checked} notReady={notReady} text={text} />
          </section>
          <section aria-labelledby="studio-commit">
            <h2 className="govuk-heading-m" id="studio-commit">
              What to commit
            </h2>
            <CommitPanel file={file} text={text} changed={text !== source} />
          </section>
        </div>
      </div>
      <section aria-labelledby="studio-flow">
        <h2 className="govuk-heading-l" id="studio-flow">
          Flow and scenario coverage
        </h2>
        {check?.graph ? <FlowGraphView graph={check.graph} /> : <p className="govuk-body">Drawn once the edit lints clean.</p>}
      </section>
      <section aria-labelledby="studio-preview">
        <h2 className="govuk-heading-l" id="studio-preview">
          Live preview
        </h2>
        {check?.preview && check.scenarios ? <LivePreview previewId={check.preview.id} scenarios={check.scenarios} /> : <p className="govuk-body">Available once the edit lints clean.</p>}
      </section>
    </div>
  );
}
