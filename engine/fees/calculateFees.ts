import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { conditionHolds } from "../conditions/conditionHolds.ts";
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
 * shared by `$ref`, so the total is simply their sum (spec 000 section 9). Each line carries the
 * trace of its `when` only when `options.trace` asks for it (staff's "why").
 */
export function calculateFees(definition: Definition, scope: ConditionScope, options: { trace?: boolean } = {}): FeeResult {
  const lines: FeeCharge[] = [];
  (definition.fees?.lines ?? []).forEach((line, i) => {
    const trace: TraceEntry[] = [];
    if (line.when !== undefined && !conditionHolds(line.when, scope, "/fees/lines", options.trace ? trace : null, i, "/when")) return;
    const amount = amountOn(line.amounts, scope.context.today);
    if (amount === null) return;
    lines.push({ id: line.id, label: line.label, amount, ...(line.reason ? { reason: line.reason } : {}), trace });
  });
  return { currency: definition.fees?.currency ?? "JMD", lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
