import { readFileSync } from "node:fs";
import type { SourceFile, SourceFiles } from "./sourceFiles.ts";

/** Where a JSON syntax error is, 1-based, from the parser's character position (the end of the text when it ran out). */
function placeOf(text: string, message: string): { line: number; column: number } {
  const found = /position (\d+)/.exec(message);
  const at = found ? Number(found[1]) : text.length;
  const before = text.slice(0, at).split("\n");
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

/** The parser's complaint in plain words: what it met, and what to look for just before it. */
function sayWhat(message: string): string {
  const token = /Unexpected token (.) /.exec(message)?.[1];
  const met = token ? `unexpected ${JSON.stringify(token)}` : /end of JSON/.test(message) ? "the file ends too soon" : message;
  return `not valid JSON (${met}): look just before this point for a missing or extra comma, a missing quote, or a bracket not closed.`;
}

/**
 * A JSON file with the positions of its pointers, or where and why it is not JSON: the line and
 * column an editor shows and a plain message, never a stack trace (issue 16).
 */
export function readJsonFile(files: SourceFiles, file: string): { source: SourceFile } | { syntax: { line: number; column: number; message: string } } {
  try {
    return { source: files.load(file) };
  } catch (error) {
    const message = (error as Error).message;
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      return { syntax: { line: 1, column: 1, message: `cannot be read: ${message}` } };
    }
    return { syntax: { ...placeOf(text, message), message: sayWhat(message) } };
  }
}
