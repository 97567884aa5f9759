import { formatMoney } from "../fees/formatMoney.ts";
import type { Definition, FeeRate, FieldSchema } from "../types.ts";
import { fieldAt, fieldIndex, fieldSuggestion, sectionsOf } from "./fieldIndex.ts";
import type { LintIssue } from "./LintIssue.ts";

/** A field whose answer is a number: typed number or integer, or worked out by `x-computed` (always a number). */
const givesNumber = (field: FieldSchema): boolean => field["x-computed"] !== undefined || [field.type].flat().some((t) => t === "number" || t === "integer");

/** The mistakes of one rate at `at`: its quantity, its bands, its minimum and cap. */
function issuesOfRate(rate: FeeRate, at: string, lineId: string, index: ReturnType<typeof fieldIndex>): LintIssue[] {
  const issues: LintIssue[] = [];
  const field = rate.quantity.startsWith("$") ? undefined : fieldAt(index, rate.quantity);
  if (!field) issues.push({ code: "unknown-field", pointer: `${at}/quantity`, message: `fee line "${lineId}" charges per "${rate.quantity}", which is not a field of any step or page${fieldSuggestion(index, rate.quantity)}` });
  else if (!givesNumber(field)) issues.push({ code: "quantity-not-number", pointer: `${at}/quantity`, message: `fee line "${lineId}" charges per "${rate.quantity}", which is not a number field (its type is ${JSON.stringify(field.type ?? "not given")}): give it "type": "number" or "integer", or name a computed field` });
  let below = 0;
  rate.bands.forEach((band, k) => {
    const last = k === rate.bands.length - 1;
    if (band.upTo === undefined && !last) issues.push({ code: "band-order", pointer: `${at}/bands/${k}`, message: `band ${k + 1} of fee line "${lineId}" has no "upTo" but is not the last band: only the last band takes the rest of the quantity` });
    else if (band.upTo !== undefined && last) issues.push({ code: "band-order", pointer: `${at}/bands/${k}/upTo`, message: `the last band of fee line "${lineId}" ends at ${band.upTo} ${rate.unit}: delete its "upTo" so a larger quantity is charged too` });
    else if (band.upTo !== undefined && band.upTo <= below) issues.push({ code: "band-order", pointer: `${at}/bands/${k}/upTo`, message: `band ${k + 1} of fee line "${lineId}" ends at ${band.upTo} ${rate.unit}, not after the band before it (${below} ${rate.unit}): bands must rise` });
    below = band.upTo ?? below;
  });
  if (rate.minimum !== undefined && rate.cap !== undefined && rate.cap < rate.minimum) issues.push({ code: "cap-below-minimum", pointer: `${at}/cap`, message: `fee line "${lineId}" is capped at ${formatMoney(rate.cap)}, below its minimum of ${formatMoney(rate.minimum)}: raise the cap or lower the minimum` });
  return issues;
}

/**
 * Mistakes in fee rates (issue 26, decision 0053): an entry with both an amount and a rate, a
 * quantity that names no field or a field that is not a number, bands that do not rise or leave
 * the quantity above the last uncharged, and a cap below the minimum.
 */
export function rateIssues(definition: Definition): LintIssue[] {
  const index = fieldIndex(sectionsOf(definition));
  return (definition.fees?.lines ?? []).flatMap((line, i) =>
    line.amounts.flatMap((dated, j): LintIssue[] => {
      const at = `/fees/lines/${i}/amounts/${j}`;
      if (!("rate" in dated)) return [];
      // The meta-schema's oneOf refuses both, but its message is dropped with every oneOf's (metaSchemaIssues.ts): said here in words.
      if ("amount" in dated) return [{ code: "amount-and-rate", pointer: at, message: `the entry from ${dated.from} of fee line "${line.id}" has both "amount" and "rate": keep the fixed "amount" or the "rate", not both` }];
      return issuesOfRate(dated.rate, `${at}/rate`, line.id, index);
    }),
  );
}
