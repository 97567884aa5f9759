import { evaluateCondition, type ConditionScope } from "../conditions/evaluateCondition.ts";
import type { Definition, TraceEntry } from "../types.ts";
import { amountOn } from "./amountOn.ts";

/** One fee line that applies, with the rule that explains it. Amounts in integer cents. */
export interface FeeCharge {
  id: string;
  label: string;
  amount: number;
  /** Why it is charged, as the analyst wrote it for the applicant. */
  reason?: string;
  /** The engine's judgement of its `when`: for staff and analysts, not applicants. */
  trace: TraceEntry[];
}

export interface FeeResult {
  currency: "JMD";
  lines: FeeCharge[];
  total: number;
}

/**
 * The fees for these answers: every line whose `when` holds, at the amount in force today, added
 * up in integer cents (never floats). The card-collection and expedite lines are ordinary lines
 * shared by `$ref`, so the total is simply their sum (spec 000 section 9).
 */
export function calculateFees(definition: Definition, scope: ConditionScope): FeeResult {
  const lines: FeeCharge[] = [];
  (definition.fees?.lines ?? []).forEach((line, i) => {
    const outcome = line.when !== undefined ? evaluateCondition(line.when, scope, `/fees/lines/${i}/when`) : { result: true, trace: [] };
    if (!outcome.result) return;
    const amount = amountOn(line.amounts, scope.context.today);
    if (amount === null) return;
    lines.push({ id: line.id, label: line.label, amount, ...(line.reason ? { reason: line.reason } : {}), trace: outcome.trace });
  });
  return { currency: definition.fees?.currency ?? "JMD", lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
