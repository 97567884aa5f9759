import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { parse } from "json-source-map";
import { jsonSyntaxProblem, type JsonSyntaxProblem } from "../lint/jsonSyntaxProblem.ts";
import type { RefHost } from "../refs/resolveRefs.ts";
import { ROOT } from "./paths.ts";

/** A JSON file read once, with the positions of its pointers for line:column messages. */
export interface SourceFile {
  data: unknown;
  pointers: ReturnType<typeof parse>["pointers"];
}

/** A file that is not valid JSON: where reading stopped and what to do, for the analyst. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly problem: JsonSyntaxProblem,
  ) {
    super(problem.message);
    this.name = "JsonSyntaxError";
  }
}

/** The offset json-source-map stopped at, for JSON.parse messages that give none ("Unexpected token '}', ..."). */
function sourceMapOffset(text: string): number | undefined {
  try {
    parse(text);
    return undefined;
  } catch (error) {
    const at = /at position (\d+)/.exec((error as Error).message)?.[1];
    return at === undefined ? undefined : Number(at);
  }
}

/**
 * Where a text stops being JSON and what to do about it, as `engine check` says it (which comma
 * to add or delete, a missing quote...), or null when it parses: the command line and the
 * studio's editor give the same words (issue 26). JSON.parse first: it is strict where
 * json-source-map lets a line break inside a text pass.
 */
export function jsonSyntaxOf(text: string): JsonSyntaxProblem | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return jsonSyntaxProblem(text, (error as Error).message, sourceMapOffset(text));
  }
}

/**
 * A file's text, or an error that names it as the repository does: the system's own message
 * carries the server's folders, which the studio must never show (issue 25).
 */
function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new Error(`there is no file ${shown(file)}`);
    if (code === "EISDIR") throw new Error(`${shown(file)} is a folder, not a file`);
    throw new Error(`${shown(file)} cannot be read (${code ?? "unknown error"})`);
  }
}

/** Reads JSON files from disk, caching them, and answers "where is this pointer in that file". */
export class SourceFiles implements RefHost {
  private readonly cache = new Map<string, SourceFile>();
  /** Files found not to be JSON, so a `$ref` to one can be reported in that file (resolveRefs only says it cannot be read). */
  readonly syntaxErrors = new Map<string, JsonSyntaxError>();

  load(file: string): SourceFile {
    const known = this.cache.get(file);
    if (known) return known;
    const text = readText(file);
    const problem = jsonSyntaxOf(text);
    if (problem) {
      const syntax = new JsonSyntaxError(file, problem);
      this.syntaxErrors.set(file, syntax);
      throw syntax;
    }
    const parsed = parse(text);
    const source = { data: parsed.data, pointers: parsed.pointers };
    this.cache.set(file, source);
    return source;
  }

  read(file: string): unknown {
    return this.load(file).data;
  }

  /** Messages name files as the repository does (RefHost.shown). */
  shown(file: string): string {
    return shown(file);
  }

  join(base: string, target: string): string {
    return resolve(dirname(base), target);
  }

  /**
   * Line and column (1-based) of the nearest existing pointer at or above `pointer`. A leaf's `op`
   * or `value` written as the short `{"field": "x", "equals": "y"}` is at its `equals` (decision 0036).
   */
  position(file: string, pointer: string): { line: number; column: number } {
    const { pointers } = this.load(file);
    for (let p = pointer; ; p = p.slice(0, p.lastIndexOf("/"))) {
      const mapping = pointers[p] ?? (/\/(op|value)$/.test(p) ? pointers[p.replace(/\/(op|value)$/, "/equals")] : undefined);
      if (mapping) {
        const at = mapping.key ?? mapping.value;
        return { line: at.line + 1, column: at.column + 1 };
      }
      if (p === "") return { line: 1, column: 1 };
    }
  }
}

/** A path relative to the repository root, as messages show it. */
export const shown = (file: string): string => {
  const inside = relative(ROOT, file);
  return inside && !inside.startsWith("..") ? inside : file;
};
