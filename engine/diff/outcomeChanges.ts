import type { EvaluationReport } from "../report/evaluationReport.ts";

/** A scenario run on one side: its name, whether it passed, and the engine's report (null when the engine failed). */
export interface ScenarioRun {
  name: string;
  passed: boolean;
  report: EvaluationReport | null;
}

/** A scenario whose outcome differs between the committed and the edited definition. */
export interface OutcomeChange {
  name: string;
  passedBefore: boolean | null;
  passedAfter: boolean | null;
  /** What the engine now says differently ("current: 'a' -> 'b'", "fee total: 10 -> 20"). */
  changes: string[];
}

const show = (value: unknown): string => JSON.stringify(value);

/** The parts of a report that make a scenario's outcome: where the walk stops, what is required, what it costs. */
function outcome(report: EvaluationReport | null): Record<string, unknown> {
  if (!report) return { engine: "failed" };
  return {
    path: report.path,
    current: report.current,
    complete: report.complete,
    blocked: report.blocked,
    errors: report.errors.map((e) => `${e.pointer} ${e.message}`).sort(),
    "required documents": report.documents.filter((d) => d.required).map((d) => d.key).sort(),
    "fee lines": report.fees.lines.map((l) => `${l.id} ${l.amount}`).sort(),
    "fee total": report.fees.total,
  };
}

/**
 * Which scenarios change outcome between two runs (committed, then edited), matched by name: a
 * scenario that now passes or fails, or whose walk, errors, documents or fees differ. A scenario
 * present on one side only is listed with null on the other.
 */
export function outcomeChanges(before: ScenarioRun[], after: ScenarioRun[]): OutcomeChange[] {
  const changes: OutcomeChange[] = [];
  const names = [...new Set([...before.map((r) => r.name), ...after.map((r) => r.name)])];
  for (const name of names) {
    const old = before.find((r) => r.name === name);
    const next = after.find((r) => r.name === name);
    if (!old || !next) {
      changes.push({ name, passedBefore: old?.passed ?? null, passedAfter: next?.passed ?? null, changes: [old ? "no longer run" : "new scenario"] });
      continue;
    }
    const a = outcome(old.report);
    const b = outcome(next.report);
    const differ = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => show(a[k]) !== show(b[k])).map((k) => `${k}: ${show(a[k])} -> ${show(b[k])}`);
    if (differ.length || old.passed !== next.passed) changes.push({ name, passedBefore: old.passed, passedAfter: next.passed, changes: differ });
  }
  return changes;
}
