import type { EvaluationReport } from "../report/evaluationReport.ts";
import type { Scenario } from "./Scenario.ts";

const show = (v: unknown) => JSON.stringify(v);

/** The answer a JSON pointer (`/particulars_of_activity/duration`) lands on, if any. */
function valueAt(answers: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((at, key) => (at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), answers);
}
const sortBy = <T>(items: T[]) => [...items].map((i) => show(i)).sort();

/**
 * Compares lists of named things (documents by `key`, fee lines by `id`) as sets of names, and for
 * each expected item only the properties it states.
 */
function sameItems<T extends Record<string, unknown>>(what: string, name: string, want: Array<Record<string, unknown>>, got: T[], diffs: string[]): void {
  const wantNames = want.map((w) => String(w[name])).sort();
  const gotNames = got.map((g) => String(g[name])).sort();
  if (show(wantNames) !== show(gotNames)) diffs.push(`${what}: expected ${show(wantNames)}, got ${show(gotNames)}`);
  for (const item of want) {
    const actual = got.find((g) => g[name] === item[name]);
    if (!actual) continue;
    for (const [k, v] of Object.entries(item)) if (show(actual[k]) !== show(v)) diffs.push(`${what} ${String(item[name])}.${k}: expected ${show(v)}, got ${show(actual[k])}`);
  }
}

/**
 * Whether `got` holds `want` in that order, others allowed between (a subsequence): the partial
 * expectations `pathIncludes` and `askedIncludes`, which a step added elsewhere on the walk leaves
 * true (decision 0032, "Partial expectations"). Says the first name missing or out of order.
 */
function inOrder(what: string, want: string[], got: string[], diffs: string[]): void {
  let from = 0;
  for (const [i, name] of want.entries()) {
    const at = got.indexOf(name, from);
    if (at >= 0) {
      from = at + 1;
      continue;
    }
    const previous = want[i - 1];
    const where = got.includes(name) && previous !== undefined ? `comes before ${show(previous)}, expected after it` : "is missing";
    diffs.push(`${what}: ${show(name)} ${where}; got ${show(got)}`);
    return;
  }
}

/**
 * The differences between what a scenario expects and what the engine says; empty when it
 * passes. Only the expectations written are compared; lists of errors, documents and fee lines
 * compare as sets (order on screen is the definition's, not the scenario's); `pathIncludes` and
 * `askedIncludes` as names in order with others allowed between, `pathStartsWith` as the walk's
 * first steps.
 */
export function compareScenario(scenario: Scenario, report: EvaluationReport): string[] {
  const diffs: string[] = [];
  const { expect } = scenario;
  const same = (what: string, want: unknown, got: unknown) => show(want) !== show(got) && diffs.push(`${what}: expected ${show(want)}, got ${show(got)}`);
  const sameSet = (what: string, want: unknown[], got: unknown[]) => show(sortBy(want)) !== show(sortBy(got)) && diffs.push(`${what}: expected ${show(want)}, got ${show(got)}`);
  if (expect.path) same("path", expect.path, report.path);
  if (expect.pathIncludes) inOrder("pathIncludes", expect.pathIncludes, report.path, diffs);
  if (expect.pathStartsWith) same("pathStartsWith", expect.pathStartsWith, report.path.slice(0, expect.pathStartsWith.length));
  if (expect.asked) same("asked", expect.asked, report.asked);
  if (expect.askedIncludes) inOrder("askedIncludes", expect.askedIncludes, report.asked, diffs);
  for (const field of expect.notAsked ?? []) if (report.asked.includes(field)) diffs.push(`notAsked: ${field} was asked`);
  if (expect.current !== undefined) same("current", expect.current, report.current);
  if (expect.complete !== undefined) same("complete", expect.complete, report.complete);
  if (expect.blocked !== undefined) same("blocked", expect.blocked, report.blocked);
  if (expect.message !== undefined) same("message", expect.message, report.message);
  if (expect.errors) sameSet("errors", expect.errors, report.errors);
  if (expect.offPath) sameSet("offPath", expect.offPath, report.offPath);
  if (expect.documents) sameItems("documents", "key", expect.documents, report.documents, diffs);
  if (expect.fees?.lines) sameItems("fee lines", "id", expect.fees.lines, report.fees.lines, diffs);
  if (expect.fees?.total !== undefined) same("fee total", expect.fees.total, report.fees.total);
  for (const [pointer, want] of Object.entries(expect.values ?? {})) same(`value ${pointer}`, want, valueAt(report.answers, pointer) ?? null);
  return diffs;
}
