import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { buildContext } from "../buildContext.ts";
import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import { evaluateApplication } from "../evaluateApplication.ts";
import { evaluationReport, type EvaluationReport } from "../report/evaluationReport.ts";
import { checkScenarioAnswers } from "../scenarios/checkScenarioAnswers.ts";
import { checkScenarioExpect } from "../scenarios/checkScenarioExpect.ts";
import { didYouMean } from "../scenarios/closestName.ts";
import { mergeScenario } from "../scenarios/mergeScenario.ts";
import type { Scenario, ScenarioSource } from "../scenarios/Scenario.ts";
import type { ScenarioProblem } from "../scenarios/ScenarioProblem.ts";
import type { EngineContext } from "../types.ts";
import type { LoadedDefinition } from "./loadDefinitions.ts";
import { defaultSeasons } from "./loadDefinitions.ts";
import { SCENARIOS_DIR } from "./paths.ts";
import { readJsonFile } from "./readJsonFile.ts";
import { scenarioShape } from "./scenarioShape.ts";
import { shown, SourceFiles } from "./sourceFiles.ts";

/** A scenario file of one application type, resolved (its bases merged in). */
export interface ScenarioFile {
  file: string;
  scenario: Scenario;
}

/** A mistake in a scenario file or a base it extends, with file and line:column. */
export interface ScenarioIssue extends ScenarioProblem {
  file: string;
  line: number;
  column: number;
}

/** One file of a scenario folder: a scenario (resolved, or null when it cannot be) or a base, with every issue found in it and its bases. */
export interface ScenarioEntry {
  file: string;
  /** The scenario's name when its file could be read, to show even when it has mistakes. */
  name?: string;
  base: boolean;
  scenario: Scenario | null;
  issues: ScenarioIssue[];
}

/** An issue as `npm run engine -- test` prints it. */
export const formatIssue = (i: ScenarioIssue): string => `${i.file}:${i.line}:${i.column} ${i.code} ${i.message}`;

/** Resolves `extends` chains once per file and validates each file's own content (decision 0032). */
class ScenarioResolver {
  private readonly files = new SourceFiles();
  private readonly done = new Map<string, { merged: ScenarioSource | null; issues: ScenarioIssue[] }>();

  constructor(private readonly compiled?: CompiledDefinition) {}

  private locate(file: string, problem: ScenarioProblem): ScenarioIssue {
    return { ...problem, file: shown(file), ...this.files.position(file, problem.pointer) };
  }

  /** A file's own content and the mistakes in it alone. */
  private own(file: string): { data: ScenarioSource | null; issues: ScenarioIssue[] } {
    const read = readJsonFile(this.files, file);
    if ("syntax" in read) return { data: null, issues: [{ code: "json", pointer: "", file: shown(file), line: read.syntax.line, column: read.syntax.column, message: read.syntax.message }] };
    const data = read.source.data as ScenarioSource;
    const problems = scenarioShape(data);
    if (this.compiled && problems.length === 0) {
      const expectedAt = (data.expect?.errors ?? []).map((e) => e.pointer);
      problems.push(...checkScenarioAnswers(this.compiled, data.answers ?? {}, expectedAt).map((p) => ({ ...p, pointer: `/answers${p.pointer}` })));
      if (data.expect) problems.push(...checkScenarioExpect(this.compiled, data.expect));
    }
    return { data, issues: problems.map((p) => this.locate(file, p)) };
  }

  /** The scenario a file means, its bases merged in; `chain` holds the files that extend it, to see a circle. */
  resolve(file: string, chain: string[] = []): { merged: ScenarioSource | null; issues: ScenarioIssue[] } {
    const known = this.done.get(file);
    if (known) return known;
    const { data, issues } = this.own(file);
    let result: { merged: ScenarioSource | null; issues: ScenarioIssue[] } = { merged: null, issues };
    if (data && issues.every((i) => i.code !== "schema" || i.pointer !== "/extends")) result = this.extend(file, data, chain, issues);
    this.done.set(file, result);
    return result;
  }

  private extend(file: string, data: ScenarioSource, chain: string[], issues: ScenarioIssue[]): { merged: ScenarioSource | null; issues: ScenarioIssue[] } {
    let inherited: ScenarioSource = {};
    if (data.extends !== undefined) {
      const target = resolve(dirname(file), data.extends);
      if (target === file || chain.includes(target)) {
        const circle = [...chain.slice(chain.indexOf(target)), file, target].map((f) => basename(f)).join(" → ");
        return { merged: null, issues: [...issues, this.locate(file, { code: "extends-cycle", pointer: "/extends", message: `extends goes round in a circle (${circle}): a base cannot extend a file that extends it.` })] };
      }
      if (!existsSync(target)) {
        const siblings = existsSync(dirname(target)) ? readdirSync(dirname(target)).filter((f) => f.endsWith(".json")) : [];
        const message = `extends "${data.extends}", but there is no such file in ${shown(dirname(target))}.${didYouMean(basename(target), siblings)}`;
        return { merged: null, issues: [...issues, this.locate(file, { code: "extends-missing", pointer: "/extends", message })] };
      }
      const parent = this.resolve(target, [...chain, file]);
      issues = [...issues, ...parent.issues];
      if (!parent.merged) return { merged: null, issues };
      inherited = parent.merged;
    }
    const { merged, unmatched } = mergeScenario(inherited, data);
    const offered = (["answers", "profile"] as const).flatMap((part) => Object.keys(inherited[part] ?? {}).map((k) => `/${part}/${k}`));
    for (const i of unmatched) {
      const pointer = data.omit?.[i] ?? "";
      issues = [...issues, this.locate(file, { code: "omit-missing", pointer: `/omit/${i}`, message: `omit "${pointer}" removes nothing: ${data.extends ? "the base gives no such value" : "this file extends no base"}.${didYouMean(pointer, offered)}` })];
    }
    if (!data.base) for (const key of ["today", "answers"] as const) if (merged[key] === undefined && data.extends !== undefined) issues = [...issues, this.locate(file, { code: "schema", pointer: "", message: `missing "${key}": state it here or in the base this file extends.` })];
    return { merged, issues };
  }
}

const unique = (issues: ScenarioIssue[]) => [...new Map(issues.map((i) => [formatIssue(i), i])).values()];

/**
 * Every `*.json` of a scenario folder, in name order, each resolved and validated (with the
 * type's compiled definition when given: answers and expectations that name nothing of the type).
 */
export function readScenarioFolder(dir: string, compiled?: CompiledDefinition): ScenarioEntry[] {
  if (!existsSync(dir)) return [];
  const resolver = new ScenarioResolver(compiled);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => entryOf(resolver, join(dir, f)));
}

function entryOf(resolver: ScenarioResolver, file: string): ScenarioEntry {
  const { merged, issues } = resolver.resolve(resolve(file));
  const base = merged?.base === true;
  return { file: shown(file), ...(typeof merged?.name === "string" ? { name: merged.name } : {}), base, scenario: merged && !base && issues.length === 0 ? (merged as Scenario) : null, issues: unique(issues) };
}

/** One scenario file (wherever it is), resolved and validated like those of a folder. */
export function readScenarioFile(file: string, compiled?: CompiledDefinition): ScenarioEntry {
  return entryOf(new ScenarioResolver(compiled), file);
}

/** The entries of a type's folder `fixtures/scenarios/<APP_TYPE>/` (see readScenarioFolder). */
export function readScenarios(type: string, compiled?: CompiledDefinition): ScenarioEntry[] {
  return readScenarioFolder(join(SCENARIOS_DIR, type), compiled);
}

/**
 * The scenarios of a type, resolved, in name order, without the bases: what every reader of
 * fixtures/scenarios/ uses, so none sees a half scenario. Throws, listing every mistake with
 * file and line:column, when a file cannot be read as a scenario.
 */
export function loadScenarios(type: string): ScenarioFile[] {
  const entries = readScenarios(type);
  const issues = unique(entries.flatMap((e) => e.issues));
  if (issues.length) throw new Error(`the scenarios of ${type} have mistakes (npm run engine -- test --type ${type}):\n${issues.map(formatIssue).join("\n")}`);
  return entries.flatMap((e) => (e.scenario ? [{ file: e.file, scenario: e.scenario }] : []));
}

/** The engine's context a scenario states: its day, profile, licences on file and seasons (the defaults where it states none). */
export function scenarioContext(scenario: Scenario): EngineContext {
  return buildContext({ today: scenario.today, defaults: defaultSeasons(), ...(scenario.seasons ? { seasons: scenario.seasons } : {}), ...(scenario.profile ? { profile: scenario.profile } : {}), ...(scenario.licences ? { licences: scenario.licences } : {}) });
}

/** Runs one scenario through the engine with its own day, profile, licences and seasons. */
export function runScenario(loaded: LoadedDefinition, scenario: Scenario, options: { trace?: boolean } = {}): EvaluationReport {
  return evaluationReport(evaluateApplication(loaded.compiled, scenario.answers, scenarioContext(scenario), options));
}
