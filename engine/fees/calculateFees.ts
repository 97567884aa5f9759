import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { conditionHolds } from "../conditions/conditionHolds.ts";
import { readField } from "../conditions/readField.ts";
import type { DatedAmount, Definition, FeeLine, TraceEntry } from "../types.ts";
import { inForceOn } from "./inForceOn.ts";
import { rateCharge } from "./rateCharge.ts";

/** One fee line that applies, with the rule that explains it. Amounts in integer cents. */
export interface FeeCharge {
  id: string;
  label: string;
  amount: number;
  /** Why it is charged, as the analyst wrote it for the applicant. */
  reason?: string;
  /** How a rate made the amount, in words (docs/decisions/0053); absent for a fixed amount. */
  working?: string;
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

/** What a fee line costs: integer cents, the dated amount or rate that made them, and how (a rate's words). */
export interface Price {
  cents: number;
  dated: DatedAmount;
  /** True when the dated amount is the paid draft's (decision 0041), not today's. */
  locked: boolean;
  working?: string;
}

/**
 * The price of a fee line for these answers: the locked dated amount or rate where the lock has
 * one, else today's; a rate is applied to the quantity its field gives (docs/decisions/0053).
 * Null when nothing is in force.
 */
export function priceOf(line: Pick<FeeLine, "id" | "amounts">, scope: ConditionScope, lock: PriceLock | undefined): Price | null {
  const lockedDated = lock && Object.prototype.hasOwnProperty.call(lock.amounts, line.id) ? inForceOn(lock.amounts[line.id] ?? [], lock.day) : null;
  const dated = lockedDated ?? inForceOn(line.amounts, scope.context.today);
  if (!dated) return null;
  const locked = lockedDated !== null;
  if ("amount" in dated) return { cents: dated.amount, dated, locked };
  const quantity = readField(dated.rate.quantity, scope.answers, scope.context);
  const { cents, working } = rateCharge(dated.rate, typeof quantity === "number" ? quantity : 0);
  return { cents, dated, locked, working };
}

/**
 * The fees for these answers: every line whose `when` holds, at the amount in force today (or
 * its rate applied to the quantity the answers give, with the working in words), added up in
 * integer cents (never floats). The card-collection and expedite lines are ordinary lines
 * shared by `$ref`, so the total is simply their sum (spec 000 section 9). Each line carries the
 * trace of its `when` only when `options.trace` asks for it (staff's "why"); `options.prices` keeps a
 * paid draft's prices.
 */
export function calculateFees(definition: Definition, scope: ConditionScope, options: { trace?: boolean; prices?: PriceLock } = {}): FeeResult {
  const lines: FeeCharge[] = [];
  (definition.fees?.lines ?? []).forEach((line, i) => {
    const trace: TraceEntry[] = [];
    if (line.when !== undefined && !conditionHolds(line.when, scope, "/fees/lines", options.trace ? trace : null, i, "/when")) return;
    const price = priceOf(line, scope, options.prices);
    if (price === null) return;
    lines.push({ id: line.id, label: line.label, amount: price.cents, ...(line.reason ? { reason: line.reason } : {}), ...(price.working ? { working: price.working } : {}), trace });
  });
  return { currency: definition.fees?.currency ?? "JMD", lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
