/** Where a JSON text stops being JSON, and what to do about it, in plain words. */
export interface JsonSyntaxProblem {
  /** 1-based, as editors count. */
  line: number;
  column: number;
  message: string;
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines[lines.length - 1] ?? "").length + 1 };
}

const VALUE_END = /["\d}\]el]/;

/** The last character before `offset` that is not white space, with its offset, or null. */
function previous(text: string, offset: number): { char: string; at: number } | null {
  for (let i = offset - 1; i >= 0; i -= 1) if (!/\s/.test(text[i] ?? "")) return { char: text[i] ?? "", at: i };
  return null;
}

/**
 * Explains a JSON syntax error for an analyst: the line and column where reading stopped (not
 * "position 9597", which no editor shows) and the likely fix. `parserMessage` is JSON.parse's
 * message (Node 20 gives "at position N" for most errors); `fallback` is an offset found
 * otherwise when the message has none.
 */
export function jsonSyntaxProblem(text: string, parserMessage: string, fallback?: number): JsonSyntaxProblem {
  const stated = /at position (\d+)/.exec(parserMessage)?.[1];
  const endOfInput = /Unexpected end of JSON input/.test(parserMessage);
  const offset = stated !== undefined ? Number(stated) : endOfInput ? text.length : (fallback ?? text.length);
  const char = text[offset] ?? "";
  const before = previous(text, offset);
  const at = (o: number) => {
    const p = lineColumn(text, o);
    return `line ${p.line}, column ${p.column}`;
  };
  let what: string;
  let where = offset;
  if (endOfInput || offset >= text.length) {
    what = "the file ends before the JSON is complete: a closing } or ] is missing, or the file was cut short";
    where = before ? before.at : 0;
  } else if ((char === "}" || char === "]") && before?.char === ",") what = `a comma before this closing ${char}: JSON allows no comma after the last item; delete the comma at ${at(before.at)}`;
  else if (/Unexpected non-whitespace character after JSON/.test(parserMessage)) what = "more text after the end of the JSON: there is one } or ] too many above, or a { or [ is missing";
  else if (/Bad control character|Bad escaped character/.test(parserMessage)) what = 'a line break, tab or backslash inside a text: a text must stay on one line; write \\n for a new line and \\\\ for a backslash';
  else if (before?.char === ":") what = "a value is missing after the colon: write a text in double quotes, a number, true, false, null, an object {...} or a list [...]";
  else if (char === "'") what = 'JSON needs double quotes (") around texts and names, not single quotes';
  else if (char === "/") what = "JSON allows no comments; delete the comment (or put the note in a \"$comment\" or \"description\")";
  else if (before && VALUE_END.test(before.char) && /["{[\d-tfn]/.test(char)) what = `a comma is missing between two items: add a comma after ${at(before.at)}`;
  else if (/property name/.test(parserMessage)) what = 'a name in double quotes was expected here, as in "title": ...';
  else what = `${JSON.stringify(char)} is not expected here; check the line above for a missing comma, quote or bracket`;
  const position = lineColumn(text, where);
  return { ...position, message: `not valid JSON at line ${position.line}, column ${position.column}: ${what}` };
}
