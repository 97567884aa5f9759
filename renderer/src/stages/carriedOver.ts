import type { RenewalRecord } from "../../../engine/api/renewalContract.ts";

/**
 * The fields whose answer is still the one a renewal carried over from the licence's application
 * (decision 0070): what check your answers marks "Carried over". An answer the holder changed is
 * theirs now and is not marked.
 */
export function carriedOver(renewal: RenewalRecord | null, answers: Record<string, unknown>): Set<string> {
  if (!renewal) return new Set();
  return new Set(Object.entries(renewal.carried).filter(([name, value]) => JSON.stringify(answers[name]) === JSON.stringify(value)).map(([name]) => name));
}
