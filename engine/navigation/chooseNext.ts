import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { conditionHolds } from "../conditions/conditionHolds.ts";
import type { NextRule, TraceEntry } from "../types.ts";

/** The rule that fired, its index and the trace of every rule tried before it. */
export interface NextChoice {
  goto: string | null;
  rule: number;
  /** Empty unless a trace was asked for. */
  trace: TraceEntry[];
}

/** Picks the first rule whose `when` holds (a rule without `when` always holds); `options.trace` records each rule tried. */
export function chooseNext(rules: string | NextRule[], scope: ConditionScope, at: string, options: { trace?: boolean } = {}): NextChoice {
  if (typeof rules === "string") return { goto: rules, rule: -1, trace: [] };
  const trace: TraceEntry[] = [];
  const into = options.trace ? trace : null;
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as NextRule;
    if (rule.when === undefined) return { goto: rule.goto, rule: i, trace };
    if (conditionHolds(rule.when, scope, at, into, i, "/when")) return { goto: rule.goto, rule: i, trace };
  }
  return { goto: null, rule: -1, trace };
}
