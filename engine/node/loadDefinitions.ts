import { readdirSync } from "node:fs";
import { join } from "node:path";
import { buildContext } from "../buildContext.ts";
import { compileDefinition, type CompiledDefinition } from "../definition/compileDefinition.ts";
import { normalizeConditions } from "../definition/normalizeConditions.ts";
import type { LintCode } from "../lint/LintIssue.ts";
import { lintDefinition } from "../lint/lintDefinition.ts";
import { originOf, RefError, resolveRefs } from "../refs/resolveRefs.ts";
import type { Definition, EngineContext, ListItem } from "../types.ts";
import { LISTS_DIR, TYPES_DIR } from "./paths.ts";
import { shown, SourceFiles } from "./sourceFiles.ts";

/** A lint issue placed in the file an analyst edits. */
export interface LocatedIssue {
  code: LintCode;
  file: string;
  pointer: string;
  line: number;
  column: number;
  message: string;
}

export interface LoadedDefinition {
  file: string;
  definition: Definition;
  compiled: CompiledDefinition;
}

/** The default season windows, by name (Conch, Sea Cucumber, Spiny Lobster, Morant & Pedro). */
export function defaultSeasons(files = new SourceFiles()): ListItem[] {
  return (files.read(join(LISTS_DIR, "species-seasons.json")) as { items: ListItem[] }).items;
}

/** A context for the CLI and tests: the given day, default seasons, and a profile. */
export function contextFor(today: string, profile: Record<string, unknown> = {}): EngineContext {
  return buildContext({ today, defaults: defaultSeasons(), profile });
}

/**
 * Loads, resolves, lints and compiles one definition file. Issues are located in the file that
 * holds the mistake (a shared fragment when the mistake is there), with line and column.
 */
export function loadDefinition(file: string, files = new SourceFiles()): { loaded: LoadedDefinition | null; issues: LocatedIssue[] } {
  const locate = (code: LintCode, inFile: string, pointer: string, message: string): LocatedIssue => {
    let position = { line: 1, column: 1 };
    try {
      position = files.position(inFile, pointer);
    } catch {
      // The file itself is unreadable; the message already says so.
    }
    return { code, file: shown(inFile), pointer, ...position, message };
  };
  let raw: unknown;
  try {
    raw = files.read(file);
  } catch (error) {
    return { loaded: null, issues: [locate("json", file, "", `not valid JSON: ${(error as Error).message}`)] };
  }
  let resolved: ReturnType<typeof resolveRefs>;
  try {
    resolved = resolveRefs(raw, file, files);
    // Short equalities become canonical leaves once, here (decision 0036): the lint and the engine see leaves only.
    resolved = { ...resolved, value: normalizeConditions(resolved.value) };
  } catch (error) {
    if (error instanceof RefError) return { loaded: null, issues: [locate("ref", error.file, error.pointer, error.message)] };
    throw error;
  }
  const windows = defaultSeasons(files).map((s) => s.value);
  const issues = lintDefinition(resolved.value, windows).map((issue) => {
    const origin = originOf(issue.pointer, file, resolved.origins);
    return locate(issue.code, origin.file, origin.pointer, issue.message);
  });
  if (issues.length) return { loaded: null, issues };
  const definition = resolved.value as Definition;
  return { loaded: { file, definition, compiled: compileDefinition(definition) }, issues };
}

/** Every definition in `schemas/types/` (or the given files), with all their issues (two claiming one `order` among them). */
export function loadDefinitions(paths?: string[]): { loaded: LoadedDefinition[]; issues: LocatedIssue[] } {
  const files = new SourceFiles();
  const targets = paths ?? readdirSync(TYPES_DIR).filter((f) => f.endsWith(".json")).sort().map((f) => join(TYPES_DIR, f));
  const loaded: LoadedDefinition[] = [];
  const issues: LocatedIssue[] = [];
  for (const target of targets) {
    const result = loadDefinition(target, files);
    if (result.loaded) loaded.push(result.loaded);
    issues.push(...result.issues);
  }
  const seen = new Map<string, string>();
  for (const { definition, file } of loaded) {
    const other = seen.get(definition.id);
    if (other) issues.push({ code: "duplicate-id", file: shown(file), pointer: "/id", ...files.position(file, "/id"), message: `application type ${definition.id} is also defined in ${shown(other)}` });
    seen.set(definition.id, file);
  }
  const positions = new Map<number, string>();
  for (const { definition, file } of loaded) {
    const other = positions.get(definition.order);
    if (other) issues.push({ code: "duplicate-order", file: shown(file), pointer: "/order", ...files.position(file, "/order"), message: `order ${definition.order} is also the order of ${shown(other)}` });
    positions.set(definition.order, file);
  }
  return { loaded, issues };
}
