import type { FeeRate } from "../types.ts";
import { formatMoney } from "./formatMoney.ts";

/** Quantities as people read them: thousands separators, up to three decimals (grams of a kg). */
const QUANTITY = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/** What a rate charges for a quantity, in integer cents, and how the sum was made, in words. */
export interface RateCharge {
  cents: number;
  /** "2,500 kg at JMD 2.00 per kg = JMD 5,000.00, capped at JMD 4,000.00" */
  working: string;
}

/**
 * A rate applied to a quantity (docs/decisions/0053): each band charges its `centsPerUnit` on the
 * part of the quantity that falls inside it (the first 1,000 kg at one rate, the rest at the
 * next), each band's product rounded to the cent; the sum is then raised to `minimum` and held
 * to `cap`. A quantity that is not a positive number counts as 0.
 */
export function rateCharge(rate: FeeRate, quantity: number, currency = "JMD"): RateCharge {
  const amount = Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
  const parts: string[] = [];
  let below = 0;
  let cents = 0;
  for (const band of rate.bands) {
    const units = Math.max(0, Math.min(amount, band.upTo ?? Infinity) - below);
    below = band.upTo ?? Infinity;
    if (units === 0 && parts.length > 0) continue;
    cents += Math.round(units * band.centsPerUnit);
    parts.push(`${QUANTITY.format(units)} ${rate.unit} at ${formatMoney(band.centsPerUnit, currency)} per ${rate.unit}`);
    if (below >= amount) break;
  }
  let working = `${parts.join(" + ")} = ${formatMoney(cents, currency)}`;
  if (rate.minimum !== undefined && cents < rate.minimum) {
    cents = rate.minimum;
    working += `, raised to the minimum of ${formatMoney(cents, currency)}`;
  }
  if (rate.cap !== undefined && cents > rate.cap) {
    cents = rate.cap;
    working += `, capped at ${formatMoney(cents, currency)}`;
  }
  return { cents, working };
}
