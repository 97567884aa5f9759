import { describeCondition } from "../conditions/describeCondition.ts";
import type { Definition } from "../types.ts";

/** One edge of the wizard graph and the scenarios that walk it. */
export interface EdgeRow {
  from: string;
  to: string;
  rule: number;
  when: string | null;
  walkedBy: string[];
}

/**
 * Lists every edge of the wizard (start rules and each step's `next` rules) with the names of
 * the scenarios whose walk took it, so an analyst sees which branches no scenario proves.
 */
export function edgeCoverage(definition: Definition, walked: Array<{ name: string; edges: Array<{ from: string; to: string; rule: number }> }>): EdgeRow[] {
  const rows: EdgeRow[] = [];
  const start = definition.wizard?.start;
  const startRules = typeof start === "string" ? [] : (start ?? []);
  const add = (from: string, to: string, rule: number, when: string | null) =>
    rows.push({ from, to, rule, when, walkedBy: walked.filter((w) => w.edges.some((e) => e.from === from && e.rule === rule && e.to === to)).map((w) => w.name) });
  startRules.forEach((r, i) => add("$start", r.goto, i, r.when !== undefined ? describeCondition(r.when) : null));
  for (const step of definition.wizard?.steps ?? []) step.next.forEach((r, i) => add(step.id, r.goto, i, r.when !== undefined ? describeCondition(r.when) : null));
  return rows;
}
