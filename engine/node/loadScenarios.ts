import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildContext } from "../buildContext.ts";
import { evaluateApplication } from "../evaluateApplication.ts";
import { evaluationReport, type EvaluationReport } from "../report/evaluationReport.ts";
import type { Scenario } from "../scenarios/Scenario.ts";
import type { LoadedDefinition } from "./loadDefinitions.ts";
import { defaultSeasons } from "./loadDefinitions.ts";
import { SCENARIOS_DIR } from "./paths.ts";
import { shown } from "./sourceFiles.ts";

/** A scenario file of one application type. */
export interface ScenarioFile {
  file: string;
  scenario: Scenario;
}

/** The scenario files of a type: `fixtures/scenarios/<APP_TYPE>/*.json`, in name order. */
export function loadScenarios(type: string): ScenarioFile[] {
  const dir = join(SCENARIOS_DIR, type);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ file: shown(join(dir, f)), scenario: JSON.parse(readFileSync(join(dir, f), "utf8")) as Scenario }));
}

/** Runs one scenario through the engine with its own day, profile and seasons. */
export function runScenario(loaded: LoadedDefinition, scenario: Scenario): EvaluationReport {
  const context = buildContext({ today: scenario.today, defaults: defaultSeasons(), ...(scenario.seasons ? { seasons: scenario.seasons } : {}), ...(scenario.profile ? { profile: scenario.profile } : {}) });
  return evaluationReport(evaluateApplication(loaded.compiled, scenario.answers, context));
}
