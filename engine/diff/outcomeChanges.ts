import { formatMoney } from "../fees/formatMoney.ts";
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
  /** What the engine now says differently, in words and JMD ("Total fees: JMD 1,500.00 → JMD 2,000.00"). */
  changes: string[];
}

/** The report's amounts are in JMD; money is said as everywhere else (formatMoney). */
const money = (jmd: number): string => formatMoney(Math.round(jmd * 100));
const listed = (items: string[]): string => items.join(", ");
const quoted = (text: string): string => `"${text}"`;

/** What the engine says differently about one scenario, in words; `stepTitle` names a step as the edited definition does. */
function differences(a: EvaluationReport, b: EvaluationReport, stepTitle: (id: string) => string): string[] {
  const lines: string[] = [];
  const where = (r: EvaluationReport) => (r.complete ? "complete" : r.current ? `stops at ${quoted(stepTitle(r.current))}` : "stops before the first step");
  if (where(a) !== where(b)) lines.push(`Now ${where(b)} (was ${where(a)})`);
  const walkedBefore = new Set(a.path);
  const walkedAfter = new Set(b.path);
  const walksNow = b.path.filter((s) => !walkedBefore.has(s));
  const walkedNoMore = a.path.filter((s) => !walkedAfter.has(s));
  if (walksNow.length) lines.push(`Now also walks: ${listed(walksNow.map((s) => quoted(stepTitle(s))))}`);
  if (walkedNoMore.length) lines.push(`No longer walks: ${listed(walkedNoMore.map((s) => quoted(stepTitle(s))))}`);
  if (!walksNow.length && !walkedNoMore.length && a.path.join() !== b.path.join()) lines.push("Walks the same steps in another order");
  if (a.blocked !== b.blocked) lines.push(b.blocked ? `Now stopped: ${b.blocked}` : `No longer stopped (was: ${a.blocked ?? ""})`);
  const errorText = (r: EvaluationReport) => new Set(r.errors.map((e) => `${e.message}${e.pointer ? ` (at ${e.pointer})` : ""}`));
  const errorsBefore = errorText(a);
  const errorsAfter = errorText(b);
  for (const e of errorsAfter) if (!errorsBefore.has(e)) lines.push(`New error: ${e}`);
  for (const e of errorsBefore) if (!errorsAfter.has(e)) lines.push(`No longer an error: ${e}`);
  const required = (r: EvaluationReport) => new Map(r.documents.filter((d) => d.required).map((d) => [d.key, d.name]));
  const docsBefore = required(a);
  const docsAfter = required(b);
  const newlyRequired = [...docsAfter].filter(([key]) => !docsBefore.has(key)).map(([, name]) => name);
  const noLongerRequired = [...docsBefore].filter(([key]) => !docsAfter.has(key)).map(([, name]) => name);
  if (newlyRequired.length) lines.push(`Now requires: ${listed(newlyRequired)}`);
  if (noLongerRequired.length) lines.push(`No longer requires: ${listed(noLongerRequired)}`);
  const feesBefore = new Map(a.fees.lines.map((l) => [l.id, l]));
  const feesAfter = new Map(b.fees.lines.map((l) => [l.id, l]));
  for (const [id, line] of feesAfter) {
    const old = feesBefore.get(id);
    if (!old) lines.push(`Fee ${quoted(line.label)}: ${money(line.amount)} (new)`);
    else if (old.amount !== line.amount) lines.push(`Fee ${quoted(line.label)}: ${money(old.amount)} → ${money(line.amount)}`);
  }
  for (const [id, old] of feesBefore) if (!feesAfter.has(id)) lines.push(`Fee ${quoted(old.label)} no longer charged (was ${money(old.amount)})`);
  if (a.fees.total !== b.fees.total) lines.push(`Total fees: ${money(a.fees.total)} → ${money(b.fees.total)}`);
  return lines;
}

/**
 * Which scenarios change outcome between two runs (committed, then edited), matched by name: a
 * scenario that now passes or fails, or whose walk, errors, documents or fees differ, each change
 * in words. Those whose verdict flips come first (they are what an analyst must look at); those
 * that pass or fail as before follow. A scenario present on one side only is listed with null on the other.
 */
export function outcomeChanges(before: ScenarioRun[], after: ScenarioRun[], stepTitle: (id: string) => string = (id) => id): OutcomeChange[] {
  const changes: OutcomeChange[] = [];
  const names = [...new Set([...before.map((r) => r.name), ...after.map((r) => r.name)])];
  for (const name of names) {
    const old = before.find((r) => r.name === name);
    const next = after.find((r) => r.name === name);
    if (!old || !next) {
      changes.push({ name, passedBefore: old?.passed ?? null, passedAfter: next?.passed ?? null, changes: [old ? "No longer run" : "New scenario"] });
      continue;
    }
    const differ = old.report && next.report ? differences(old.report, next.report, stepTitle) : old.report === next.report ? [] : [next.report ? "The engine failed before, and runs now" : "The engine fails on it now"];
    if (differ.length || old.passed !== next.passed) changes.push({ name, passedBefore: old.passed, passedAfter: next.passed, changes: differ });
  }
  const flips = (c: OutcomeChange) => c.passedBefore !== c.passedAfter;
  return [...changes.filter(flips), ...changes.filter((c) => !flips(c))];
}
