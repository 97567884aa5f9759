import type { EvaluationReport } from "../report/evaluationReport.ts";
import type { Scenario } from "./Scenario.ts";

const show = (v: unknown) => JSON.stringify(v);
const sortBy = <T>(items: T[]) => [...items].map((i) => show(i)).sort();

function project<T extends object>(actual: T[], expected: Array<Partial<T>>): Array<Partial<T>> {
  const keys = [...new Set(expected.flatMap((e) => Object.keys(e)))] as Array<keyof T>;
  return actual.map((a) => Object.fromEntries(keys.filter((k) => k in a).map((k) => [k, a[k]])) as Partial<T>);
}

/**
 * The differences between what a scenario expects and what the engine says; empty when it
 * passes. Only the expectations written are compared; lists of errors, documents and fee lines
 * compare as sets (order on screen is the definition's, not the scenario's).
 */
export function compareScenario(scenario: Scenario, report: EvaluationReport): string[] {
  const diffs: string[] = [];
  const { expect } = scenario;
  const same = (what: string, want: unknown, got: unknown) => show(want) !== show(got) && diffs.push(`${what}: expected ${show(want)}, got ${show(got)}`);
  const sameSet = (what: string, want: unknown[], got: unknown[]) => show(sortBy(want)) !== show(sortBy(got)) && diffs.push(`${what}: expected ${show(want)}, got ${show(got)}`);
  if (expect.path) same("path", expect.path, report.path);
  if (expect.asked) same("asked", expect.asked, report.asked);
  for (const field of expect.notAsked ?? []) if (report.asked.includes(field)) diffs.push(`notAsked: ${field} was asked`);
  if (expect.current !== undefined) same("current", expect.current, report.current);
  if (expect.complete !== undefined) same("complete", expect.complete, report.complete);
  if (expect.blocked !== undefined) same("blocked", expect.blocked, report.blocked);
  if (expect.errors) sameSet("errors", expect.errors, report.errors);
  if (expect.offPath) sameSet("offPath", expect.offPath, report.offPath);
  if (expect.documents) sameSet("documents", expect.documents, project(report.documents, expect.documents));
  if (expect.fees?.lines) sameSet("fee lines", expect.fees.lines, project(report.fees.lines, expect.fees.lines));
  if (expect.fees?.total !== undefined) same("fee total", expect.fees.total, report.fees.total);
  return diffs;
}
