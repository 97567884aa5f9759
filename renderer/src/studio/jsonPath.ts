import type { EditorState } from "@codemirror/state";
import type { SyntaxNode } from "@lezer/common";

const VALUES = new Set(["Object", "Array", "String", "Number", "True", "False", "Null"]);

/** A property name as written, without its quotes. */
export const unquote = (text: string): string => {
  try {
    return JSON.parse(text) as string;
  } catch {
    return text.replace(/^"|"$/g, "");
  }
};

/**
 * The path (keys and array indexes) of a node of lang-json's syntax tree within the document:
 * the place in the definition the cursor is at, for completion and hover from the meta-schema.
 */
export function jsonPath(state: EditorState, node: SyntaxNode): Array<string | number> {
  const path: Array<string | number> = [];
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === "Property") {
      const name = parent.firstChild;
      if (name?.name === "PropertyName" && name.from !== child.from) path.unshift(unquote(state.sliceDoc(name.from, name.to)));
    } else if (parent.name === "Array") {
      let index = 0;
      for (let c = parent.firstChild; c && c.from < child.from; c = c.nextSibling) if (VALUES.has(c.name)) index += 1;
      path.unshift(index);
    }
  }
  return path;
}

/** The keys already written in an Object node. */
export function keysOf(state: EditorState, object: SyntaxNode): string[] {
  const keys: string[] = [];
  for (let p = object.firstChild; p; p = p.nextSibling) {
    const name = p.name === "Property" ? p.firstChild : null;
    if (name?.name === "PropertyName") keys.push(unquote(state.sliceDoc(name.from, name.to)));
  }
  return keys;
}
