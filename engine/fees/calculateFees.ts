import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { conditionHolds } from "../conditions/conditionHolds.ts";
import type { DatedAmount, Definition, TraceEntry } from "../types.ts";
import { amountOn } from "./amountOn.ts";

/** One fee line that applies, with the rule that explains it. Amounts in integer cents. */
export interface FeeCharge {
  id: string;
  label: string;
  amount: number;
  /** Why it is charged, as the analyst wrote it for the applicant. */
  reason?: string;
  /** The engine's judgement of its `when` (empty unless a trace was asked for): for staff and analysts, not applicants. */
  trace: TraceEntry[];
}

export interface FeeResult {
  currency: "JMD";
  lines: FeeCharge[];
  total: number;
}

/**
 * The prices a paid draft keeps (decision 0041): each fee line's dated amounts as the version it
 * was paid under had them, read on the day it was paid. A line charged today that the lock lacks,
 * or that had no amount yet on that day, costs what it costs today.
 */
export interface PriceLock {
  day: string;
  amounts: Record<string, DatedAmount[]>;
}

/** The amount of a fee line: the locked price where the lock has one, else today's. */
export function priceOf(line: { id: string; amounts: DatedAmount[] }, today: string, lock: PriceLock | undefined): number | null {
  const locked = lock && Object.prototype.hasOwnProperty.call(lock.amounts, line.id) ? amountOn(lock.amounts[line.id] ?? [], lock.day) : null;
  return locked ?? amountOn(line.amounts, today);
}

/**
 * The fees for these answers: every line whose `when` holds, at the amount in force today, added
 * up in integer cents (never floats). The card-collection and expedite lines are ordinary lines
 * shared by `$ref`, so the total is simply their sum (spec 000 section 9). Each line carries the
 * trace of its `when` only when `options.trace` asks for it (staff's "why"); `options.prices` keeps a
 * paid draft's prices.
 */
export function calculateFees(definition: Definition, scope: ConditionScope, options: { trace?: boolean; prices?: PriceLock } = {}): FeeResult {
  const lines: FeeCharge[] = [];
  (definition.fees?.lines ?? []).forEach((line, i) => {
    const trace: TraceEntry[] = [];
    if (line.when !== undefined && !conditionHolds(line.when, scope, "/fees/lines", options.trace ? trace : null, i, "/when")) return;
    const amount = priceOf(line, scope.context.today, options.prices);
    if (amount === null) return;
    lines.push({ id: line.id, label: line.label, amount, ...(line.reason ? { reason: line.reason } : {}), trace });
  });
  return { currency: definition.fees?.currency ?? "JMD", lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
