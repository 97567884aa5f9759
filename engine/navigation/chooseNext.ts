import { evaluateCondition, type ConditionScope } from "../conditions/evaluateCondition.ts";
import type { NextRule, TraceEntry } from "../types.ts";

/** The rule that fired, its index and the trace of every rule tried before it. */
export interface NextChoice {
  goto: string | null;
  rule: number;
  trace: TraceEntry[];
}

/** Picks the first rule whose `when` holds (a rule without `when` always holds). */
export function chooseNext(rules: string | NextRule[], scope: ConditionScope, at: string): NextChoice {
  if (typeof rules === "string") return { goto: rules, rule: -1, trace: [] };
  const trace: TraceEntry[] = [];
  for (const [i, rule] of rules.entries()) {
    if (rule.when === undefined) return { goto: rule.goto, rule: i, trace };
    const outcome = evaluateCondition(rule.when, scope, `${at}/${i}/when`);
    trace.push(...outcome.trace);
    if (outcome.result) return { goto: rule.goto, rule: i, trace };
  }
  return { goto: null, rule: -1, trace };
}
