import { readdirSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { parse } from "json-source-map";
import { buildContext } from "../buildContext.ts";
import { compileDefinition, type CompiledDefinition } from "../definition/compileDefinition.ts";
import { conditionLeaves } from "../lint/conditionLeaves.ts";
import { conditionSites } from "../lint/conditionSites.ts";
import { didYouMean } from "../lint/didYouMean.ts";
import { isWarning, type LintCode } from "../lint/LintIssue.ts";
import { lintDefinition } from "../lint/lintDefinition.ts";
import { originOf, RefError, type Origin } from "../refs/resolveRefs.ts";
import type { Definition, EngineContext, HeldLicence, ListItem } from "../types.ts";
import { isLicenceListField } from "../licences/licenceListFields.ts";
import { LISTS_DIR, SCHEMAS, TYPES_DIR } from "./paths.ts";
import { resolveDefinition } from "./resolveDefinition.ts";
import { JsonSyntaxError, shown, SourceFiles, type SourceFile } from "./sourceFiles.ts";

/** A lint issue placed in the file an analyst edits (a warning when its code is one, see LintIssue.ts). */
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

/** A context for the CLI and tests: the given day, default seasons, a profile and the licences on file when given. */
export function contextFor(today: string, profile: Record<string, unknown> = {}, licences?: HeldLicence[]): EngineContext {
  return buildContext({ today, defaults: defaultSeasons(), profile, ...(licences ? { licences } : {}) });
}

/** What loading one definition found: the definition when it has no errors, its errors, and warnings that do not stop it. */
export interface LoadResult {
  loaded: LoadedDefinition | null;
  issues: LocatedIssue[];
  warnings: LocatedIssue[];
}

/** The JSON syntax error behind a `$ref` that cannot be read, located in the referenced file itself. */
function refSyntaxIssue(error: RefError, files: SourceFiles, locate: (file: string, pointer: string) => { line: number; column: number }): LocatedIssue | null {
  if (!error.pointer.endsWith("/$ref")) return null;
  let ref: unknown;
  try {
    ref = error.pointer.split("/").slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], files.read(error.file));
  } catch {
    return null;
  }
  const target = typeof ref === "string" ? files.syntaxErrors.get(files.join(error.file, ref.split("#")[0] ?? "")) : undefined;
  if (!target) return null;
  const from = locate(error.file, error.pointer);
  const { line, column, message } = target.problem;
  return { code: "json", file: shown(target.file), pointer: "", line, column, message: `${message} (this file is used by ${shown(error.file)}, line ${from.line})` };
}

/**
 * Loads, resolves, lints and compiles one definition file. Issues are located in the file that
 * holds the mistake (a shared fragment when the mistake is there), with line and column; a file
 * that is not JSON at the line and column where reading stopped. Warnings (LintIssue.ts) are
 * returned apart and do not stop the definition from loading.
 */
export function loadDefinition(file: string, files = new SourceFiles()): LoadResult {
  const position = (inFile: string, pointer: string) => {
    try {
      return files.position(inFile, pointer);
    } catch {
      // The file itself is unreadable; the message already says so.
      return { line: 1, column: 1 };
    }
  };
  const locate = (code: LintCode, inFile: string, pointer: string, message: string): LocatedIssue => ({ code, file: shown(inFile), pointer, ...position(inFile, pointer), message });
  const failed = (issue: LocatedIssue): LoadResult => ({ loaded: null, issues: [issue], warnings: [] });
  try {
    // Read first on its own, so a file that is not JSON is reported as such, not as a $ref problem.
    files.read(file);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return failed({ code: "json", file: shown(file), pointer: "", line: error.problem.line, column: error.problem.column, message: error.problem.message });
    return failed(locate("json", file, "", `cannot be read: ${(error as Error).message}`));
  }
  let resolved: { value: unknown; origins: Origin[] };
  try {
    // Short equalities become canonical leaves once, there (decision 0036): the lint and the engine see leaves only.
    const { definition, origins } = resolveDefinition(file, files);
    resolved = { value: definition, origins };
  } catch (error) {
    if (error instanceof RefError) return failed(refSyntaxIssue(error, files, position) ?? locate("ref", error.file, error.pointer, error.message));
    throw error;
  }
  const windows = defaultSeasons(files).map((s) => s.value);
  const found = lintDefinition(resolved.value, windows).flatMap((issue) => {
    const origin = originOf(issue.pointer, file, resolved.origins);
    // The shared particulars name what most types ask; only a type's own mapping must name its own fields (decision 0040).
    if (issue.code === "particular-not-asked" && origin.file !== file) return [];
    return [locate(issue.code, origin.file, origin.pointer, issue.message)];
  });
  const issues = found.filter((i) => !isWarning(i.code));
  const warnings = found.filter((i) => isWarning(i.code));
  if (issues.length) return { loaded: null, issues, warnings };
  const definition = resolved.value as Definition;
  return { loaded: { file, definition, compiled: compileDefinition(definition) }, issues, warnings };
}

/**
 * Every definition in `schemas/types/` (or the given files), with all their issues (two claiming
 * one `order` among them) and warnings; a warning in a shared fragment is listed once. `files`
 * lets a caller that reads the same files afterwards (check's version comparison) read them once.
 */
export function loadDefinitions(paths?: string[], files = new SourceFiles()): { loaded: LoadedDefinition[]; issues: LocatedIssue[]; warnings: LocatedIssue[] } {
  const targets = paths ?? readdirSync(TYPES_DIR).filter((f) => f.endsWith(".json")).sort().map((f) => join(TYPES_DIR, f));
  const loaded: LoadedDefinition[] = [];
  const issues: LocatedIssue[] = [];
  const warnings = new Map<string, LocatedIssue>();
  for (const target of targets) {
    const result = loadDefinition(target, files);
    if (result.loaded) loaded.push(result.loaded);
    issues.push(...result.issues);
    for (const w of result.warnings) warnings.set(`${w.file}:${w.line}:${w.column} ${w.code} ${w.message}`, w);
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
  issues.push(...licenceTypeIssues(loaded, files));
  return { loaded, issues, warnings: [...warnings.values()] };
}

/** Every `$licences` or `$suspendedLicences` condition names a type defined beside it (issue 29): a licence of a type no file defines is never on file. */
function licenceTypeIssues(loaded: LoadedDefinition[], files: SourceFiles): LocatedIssue[] {
  const ids = loaded.map((l) => l.definition.id);
  return loaded.flatMap(({ definition, file }) =>
    conditionSites(definition).flatMap((site) =>
      conditionLeaves(site.condition, site.at, definition.conditions ?? {}, [])
        .filter(({ leaf }) => isLicenceListField(leaf.field) && typeof leaf.value === "string" && !ids.includes(leaf.value))
        .map(({ leaf, at }) => ({ code: "unknown-type", file: shown(file), pointer: `${at}/value`, ...files.position(file, `${at}/value`), message: `no application type "${String(leaf.value)}" is defined${didYouMean(String(leaf.value), ids)}` })),
    ),
  );
}

/** Source files where one file's text is given (the studio's edit) instead of read from disk. */
export class EditedSourceFiles extends SourceFiles {
  private edited: SourceFile | undefined;

  constructor(
    private readonly file: string,
    private readonly text: string,
  ) {
    super();
  }

  override load(file: string): SourceFile {
    if (file !== this.file) {
      // An edit comes from a browser: its $refs may reach the committed fragments and lists, no
      // other file of the machine (a missing one is named by SourceFiles as the analyst wrote it).
      const inside = relative(SCHEMAS, file);
      if (inside.startsWith("..") || isAbsolute(inside)) throw new Error("only files under schemas/ can be referenced");
      return super.load(file);
    }
    this.edited ??= (({ data, pointers }) => ({ data, pointers }))(parse(this.text));
    return this.edited;
  }
}

/**
 * The in-memory entry point (the studio, issue 16): loads `text` as if it were the file `file`,
 * so its `$ref`s resolve against the committed fragments and lists beside it, and lints and
 * compiles it as `loadDefinition` does. Issues in the edited text carry its own line and column.
 */
export function loadDefinitionText(file: string, text: string): { loaded: LoadedDefinition | null; issues: LocatedIssue[]; files: SourceFiles } {
  const files = new EditedSourceFiles(file, text);
  return { ...loadDefinition(file, files), files };
}
