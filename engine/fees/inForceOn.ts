import type { DatedAmount } from "../types.ts";

/** The dated amount or rate in force on a date: the latest whose `from` is not after it, or null before the first. */
export function inForceOn(amounts: DatedAmount[], day: string): DatedAmount | null {
  let best: DatedAmount | null = null;
  for (const dated of amounts) if (dated.from <= day && (!best || dated.from > best.from)) best = dated;
  return best;
}
