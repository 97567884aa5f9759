import { buildContext } from "../engine/buildContext.ts";
import { evaluateApplication } from "../engine/evaluateApplication.ts";
import { defaultSeasons } from "../engine/node/loadDefinitions.ts";
import { budgeted, failed, int, reason, reported, type Figure } from "./figures.ts";
import { largestScenarios, largestType } from "./scenarios.ts";

/** Issue 15: one full evaluation of the largest type at most 50 us median. */
export const ENGINE_BUDGET_US = 50;

/** Run lengths of the engine bench: warm-up and measurement per type, in milliseconds. */
export interface EngineRun {
  warmupMs: number;
  measureMs: number;
}

/** Median and p99 of the samples, in microseconds. */
function percentiles(samples: number[]): { median: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: at(0.5), p99: at(0.99) };
}

/**
 * The engine's full evaluation (evaluateApplication: the wizard replayed, both form pages judged,
 * documents and fees), the function the server calls on every draft save and submit, timed one
 * call at a time in this process over the largest complete scenario of each type, after a
 * warm-up so the JIT has compiled it. Each type's context is its scenario's own (day, profile,
 * seasons), as the scenario runner builds it.
 */
export function engineBench({ warmupMs, measureMs }: EngineRun): { figures: Figure[]; notes: string[] } {
  const figures: Figure[] = [];
  const notes: string[] = [];
  let scenarios;
  try {
    scenarios = largestScenarios();
  } catch (error) {
    return { figures: [failed("engine", "engine: full evaluation", reason(error), `≤ ${ENGINE_BUDGET_US} us median (largest type)`)], notes };
  }
  const largest = largestType();
  const seasons = defaultSeasons();
  for (const entry of scenarios) {
    const { loaded, scenario, file, answers } = entry;
    const isLargest = entry === largest;
    const label = `engine: full evaluation, ${loaded.definition.title}${isLargest ? " (the largest type)" : ""}`;
    const budget = isLargest ? `≤ ${ENGINE_BUDGET_US} us median` : "";
    try {
      const context = buildContext({ today: scenario.today, defaults: seasons, ...(scenario.seasons ? { seasons: scenario.seasons } : {}), ...(scenario.profile ? { profile: scenario.profile } : {}), ...(scenario.licences ? { licences: scenario.licences } : {}) });
      const evaluate = () => evaluateApplication(loaded.compiled, scenario.answers, context);
      const first = evaluate();
      if (!first.navigation.complete) throw new Error(`${file} no longer evaluates as complete`);
      let sink = 0;
      const warmUntil = performance.now() + warmupMs;
      while (performance.now() < warmUntil) sink += evaluate().fees.total;
      const samples: number[] = [];
      const until = performance.now() + measureMs;
      const cpuBefore = process.cpuUsage();
      while ((performance.now() < until || samples.length < 100) && samples.length < 200_000) {
        const start = process.hrtime.bigint();
        sink += evaluate().fees.total;
        samples.push(Number(process.hrtime.bigint() - start) / 1000);
      }
      const cpu = process.cpuUsage(cpuBefore);
      if (Number.isNaN(sink)) throw new Error("the fees were not numbers");
      const { median, p99 } = percentiles(samples);
      // The process's CPU time per evaluation (garbage collection included): what a loaded machine's waits do not inflate.
      const value = `${int(median)} us median, p99 ${int(p99)} us (CPU ${int((cpu.user + cpu.system) / samples.length)} us per evaluation)`;
      figures.push(isLargest ? budgeted("engine", label, value, budget, median <= ENGINE_BUDGET_US) : reported("engine", label, value));
      notes.push(`engine: ${loaded.definition.title}: ${file} (${answers} answers), ${int(samples.length)} timed evaluations`);
    } catch (error) {
      figures.push(failed("engine", label, reason(error), budget));
    }
  }
  return { figures, notes };
}
