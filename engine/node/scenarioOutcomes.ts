import { compareScenario } from "../scenarios/compareScenario.ts";
import { explainStop } from "../scenarios/explainStop.ts";
import type { Scenario } from "../scenarios/Scenario.ts";
import type { EvaluationReport } from "../report/evaluationReport.ts";
import type { LoadedDefinition } from "./loadDefinitions.ts";
import { formatIssue, runScenario, type ScenarioEntry } from "./loadScenarios.ts";

/** What one scenario file came to against a definition: `engine test`'s line, and the studio's row. */
export interface ScenarioOutcome {
  /** The file as read. */
  file: string;
  /** The scenario's own name, when its file could be read. */
  name?: string;
  /** A base (`"base": true`) with mistakes of its own; a sound base is not an outcome. */
  base: boolean;
  passed: boolean;
  /** Each mistake of the file (located), each difference from its expectations, and where the walk stopped. */
  diffs: string[];
  scenario: Scenario | null;
  /** The engine's report, when the scenario could be run. */
  report: EvaluationReport | null;
}

/**
 * Runs the scenario files of a folder, read against `loaded` (readScenarios with its compiled
 * definition, so an answer naming a field the definition does not have is a mistake), and judges
 * each: the one code path of `npm run engine -- test` and of the studio's check (issue 26), so the
 * two never disagree on an edited definition. Sound bases are left out: they are not run.
 */
export function scenarioOutcomes(loaded: LoadedDefinition, entries: ScenarioEntry[]): ScenarioOutcome[] {
  const outcomes: ScenarioOutcome[] = [];
  for (const entry of entries) {
    let diffs = entry.issues.map(formatIssue);
    let report: EvaluationReport | null = null;
    if (entry.scenario) {
      try {
        report = runScenario(loaded, entry.scenario);
        const differences = compareScenario(entry.scenario, report);
        diffs = [...diffs, ...differences, ...(differences.length ? explainStop(report) : [])];
      } catch (error) {
        diffs = [...diffs, `the engine failed: ${(error as Error).message}`];
      }
    } else if (entry.base && !diffs.length) continue;
    outcomes.push({ file: entry.file, ...(entry.name !== undefined ? { name: entry.name } : {}), base: entry.base, passed: diffs.length === 0, diffs, scenario: entry.scenario, report });
  }
  return outcomes;
}
