import { JsonSyntaxError, type SourceFile, type SourceFiles } from "./sourceFiles.ts";

/**
 * A JSON file with the positions of its pointers, or where and why it is not JSON: the line and
 * column an editor shows and a plain message, never a stack trace (issue 16).
 */
export function readJsonFile(files: SourceFiles, file: string): { source: SourceFile } | { syntax: { line: number; column: number; message: string } } {
  try {
    return { source: files.load(file) };
  } catch (error) {
    // SourceFiles explains a syntax error itself (engine/lint/jsonSyntaxProblem.ts), as `check` shows it.
    if (error instanceof JsonSyntaxError) return { syntax: error.problem };
    return { syntax: { line: 1, column: 1, message: `cannot be read: ${(error as Error).message}` } };
  }
}
