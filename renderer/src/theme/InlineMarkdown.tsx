import { createElement, type ReactNode } from "react";

/** Code spans, then bold, then underscores that open and close at word edges (as in CommonMark). */
const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|(?<![\p{L}\p{N}_])_(.+?)_(?![\p{L}\p{N}_])/gu;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const [, code, strong, em] = match;
    const key = out.length;
    if (code !== undefined) out.push(createElement("code", { key }, code));
    else if (strong !== undefined) out.push(createElement("strong", { key }, ...inline(strong)));
    else out.push(createElement("em", { key }, ...inline(em ?? "")));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * Stands in for markdown-to-jsx's `Markdown` in the browser build (vite.config.ts aliases
 * `markdown-to-jsx/react` here; issue 15, docs/decisions/0027). RJSF passes it only its own
 * one-line messages (a file's name, an unsupported field and its reason) and descriptions when a
 * definition asks for markdown, which none does: their `code`, `**strong**` and `_em_` come out
 * as markdown-to-jsx draws them (a plain text alone, else one span carrying the given props;
 * InlineMarkdown.test.tsx compares the two), for a fraction of the 86 KB parser.
 */
export function Markdown({ children, options: _options, ...props }: { children?: ReactNode; options?: unknown; [prop: string]: unknown }): ReactNode {
  if (typeof children !== "string") return children;
  const parts = inline(children.trim());
  return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : createElement("span", props, ...parts);
}
