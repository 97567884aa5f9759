import type { DatedAmount } from "../types.ts";

/** The amount in force on a date: the latest whose `from` is not after it, or null before the first. */
export function amountOn(amounts: DatedAmount[], day: string): number | null {
  let best: DatedAmount | null = null;
  for (const dated of amounts) if (dated.from <= day && (!best || dated.from > best.from)) best = dated;
  return best ? best.amount : null;
}
