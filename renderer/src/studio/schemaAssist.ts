import type { Completion, CompletionContext, CompletionResult } from "@codemirror/autocomplete";
import { ensureSyntaxTree, syntaxTree } from "@codemirror/language";
import type { EditorState } from "@codemirror/state";
import { hoverTooltip, type EditorView, type Tooltip } from "@codemirror/view";
import type { SyntaxNode } from "@lezer/common";
import { jsonPath, keysOf, unquote } from "./jsonPath.ts";
import { descriptionAt, keysAt, valuesAt, type SchemaNode } from "./schemaAt.ts";

/** The syntax tree up to `pos`, parsed further if the editor's parser has not got there yet (a long file, a cold start). */
const treeAt = (state: EditorState, pos: number) => ensureSyntaxTree(state, pos, 200) ?? syntaxTree(state);

/** The nearest ancestor (or the node itself) of one of the names. */
function closest(node: SyntaxNode | null, names: string[]): SyntaxNode | null {
  for (let n = node; n; n = n.parent) if (names.includes(n.name)) return n;
  return null;
}

/**
 * Inserts `text` for the completed word, taking the closing quote the editor typed ahead with it
 * (the completion's own range stops at the cursor, so the letters typed still filter the options).
 */
const replaceWith = (text: string) => (view: EditorView, _completion: Completion, from: number, to: number) => {
  const end = view.state.sliceDoc(to, to + 1) === '"' ? to + 1 : to;
  view.dispatch({ changes: { from, to: end, insert: text }, selection: { anchor: from + text.length }, userEvent: "input.complete" });
};

/**
 * Completion from the meta-schema (decision 0035: codemirror-json-schema would bring shiki and
 * markdown-it, about 270 KB gzip, and reads draft-07): the keys a place allows, with their
 * descriptions, and the values it names (enums, consts, true/false). `schema` is read when asked,
 * so the editor works before the meta-schema has arrived.
 */
export function schemaCompletion(schema: () => SchemaNode | null) {
  return (context: CompletionContext): CompletionResult | null => {
    const root = schema();
    if (!root) return null;
    const word = context.matchBefore(/"?[^"\s{}[\],:]*/);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    const node = treeAt(context.state, context.pos).resolveInner(context.pos, -1);
    const property = closest(node, ["Property"]);
    const object = closest(node, ["Object"]);
    const isValue = property && node.name !== "PropertyName" && property.firstChild && property.firstChild.to <= word.from && closest(node, ["Property", "Object"]) === property;
    if (isValue && property) {
      const name = property.firstChild;
      const path = [...jsonPath(context.state, property), ...(name ? [unquote(context.state.sliceDoc(name.from, name.to))] : [])];
      const options: Completion[] = valuesAt(root, path).map((v) => ({ label: JSON.stringify(v), type: "constant", apply: replaceWith(JSON.stringify(v)) }));
      return options.length ? { from: word.from, options } : null;
    }
    if (!object) return null;
    const written = new Set(keysOf(context.state, object));
    // Typed after an opening quote, the completion starts behind it, so the typed letters filter the keys.
    const quoted = context.state.sliceDoc(word.from, word.from + 1) === '"';
    const options: Completion[] = keysAt(root, jsonPath(context.state, object))
      .filter((k) => !written.has(k.key))
      .map((k) => ({ label: k.key, type: "property", detail: "key", ...(k.description ? { info: k.description } : {}), apply: replaceWith(`${quoted ? "" : '"'}${k.key}": `) }));
    return options.length ? { from: quoted ? word.from + 1 : word.from, options } : null;
  };
}

/** A tooltip with the meta-schema's description of the key under the pointer. */
export function schemaHover(schema: () => SchemaNode | null) {
  return hoverTooltip((view, pos, side): Tooltip | null => {
    const root = schema();
    const node = treeAt(view.state, pos).resolveInner(pos, side);
    if (!root || node.name !== "PropertyName" || !node.parent) return null;
    const key = unquote(view.state.sliceDoc(node.from, node.to));
    const description = descriptionAt(root, [...jsonPath(view.state, node.parent), key]);
    if (!description) return null;
    return {
      pos: node.from,
      end: node.to,
      above: true,
      create: () => {
        const dom = document.createElement("div");
        dom.className = "nfa-studio-hover";
        const strong = document.createElement("strong");
        strong.textContent = key;
        dom.append(strong, `: ${description}`);
        return { dom };
      },
    };
  });
}
