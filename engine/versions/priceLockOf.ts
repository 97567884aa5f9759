import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { PriceLock } from "../fees/calculateFees.ts";

/** The version and day an application's first covering payment was priced under. */
export interface FirstPriced {
  version: string;
  day: string;
}

/**
 * The prices a paid draft keeps when `judging` judges it (decision 0041): the fee lines as
 * `paidUnder` (the version of its first covering payment) had them, on the day that payment was
 * priced. None when nothing was paid, when that version is not known, or when `judging` is a later
 * version declaring that its fees apply to drafts already paid.
 */
export function priceLockOf(first: FirstPriced | null | undefined, paidUnder: CompiledDefinition | undefined, judging: CompiledDefinition): PriceLock | undefined {
  if (!first || !paidUnder) return undefined;
  if (judging.definition.migrations?.feesApplyToPaidDrafts && judging.definition.version !== first.version) return undefined;
  return { day: first.day, amounts: Object.fromEntries((paidUnder.definition.fees?.lines ?? []).map((line) => [line.id, line.amounts])) };
}
