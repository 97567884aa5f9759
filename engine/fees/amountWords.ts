import type { FieldWords } from "../explain/operatorWords.ts";
import type { DatedAmount, FeeRate } from "../types.ts";
import { formatMoney } from "./formatMoney.ts";

/** A rate in words: "JMD 2.00 per kg up to 1,000 kg, then JMD 1.50 per kg of Total Net Weight; at least JMD 30.00; at most JMD 4,000.00". */
export function rateWords(rate: FeeRate, words: FieldWords): string {
  const bands = rate.bands.map((band) => `${formatMoney(band.centsPerUnit)} per ${rate.unit}${band.upTo === undefined ? "" : ` up to ${band.upTo.toLocaleString("en-US")} ${rate.unit}`}`);
  const limits = [rate.minimum === undefined ? "" : `; at least ${formatMoney(rate.minimum)}`, rate.cap === undefined ? "" : `; at most ${formatMoney(rate.cap)}`].join("");
  return `${bands.join(", then ")} of ${words.label(rate.quantity)}${limits}`;
}

/** What a dated amount charges, in JMD: a fixed amount, or its rate in words (the studio's difference and graph). */
export const amountWords = (amount: DatedAmount, words: FieldWords): string => ("rate" in amount ? rateWords(amount.rate, words) : formatMoney(amount.amount));
