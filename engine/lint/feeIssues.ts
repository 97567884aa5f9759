import { formatMoney } from "../fees/formatMoney.ts";
import type { DatedFixedAmount, Definition } from "../types.ts";
import type { LintIssue } from "./LintIssue.ts";

/** Below JMD 100 a fee is more likely JMD written where cents were meant (decision 0031): no NFA fee is that small. */
export const PLAUSIBLE_MIN_CENTS = 10_000;
/** A dated amount this many times smaller than another of its line is read as JMD among cents (decision 0031). */
export const JMD_RATIO = 50;

/**
 * Mistakes in fee amounts (issue 16): two amounts of one line valid from the same day (which one
 * applies is left to chance), and an amount that looks written in JMD where the schedule is in
 * integer cents: under JMD 100, or fifty times smaller than another amount of the same line.
 */
export function feeIssues(definition: Definition): LintIssue[] {
  const issues: LintIssue[] = [];
  (definition.fees?.lines ?? []).forEach((line, i) => {
    const seen = new Map<string, number>();
    line.amounts.forEach((dated, j) => {
      const at = `/fees/lines/${i}/amounts/${j}`;
      const first = seen.get(dated.from);
      if (first !== undefined) issues.push({ code: "duplicate-fee-date", pointer: `${at}/from`, message: `fee line "${line.id}" has two amounts from ${dated.from} (amounts ${first + 1} and ${j + 1}); only one can apply from a day: change this date or delete one amount` });
      else seen.set(dated.from, j);
      // A rate (decision 0053) is checked by rateIssues.
      if (!("amount" in dated)) return;
      const { amount } = dated;
      if (amount <= 0) return;
      const hint = `fees are written in cents, so JMD ${amount} is ${amount * 100}`;
      const larger = line.amounts.find((other): other is DatedFixedAmount => "amount" in other && other.amount >= amount * JMD_RATIO);
      if (amount < PLAUSIBLE_MIN_CENTS) issues.push({ code: "amount-in-jmd", pointer: `${at}/amount`, message: `${amount} looks like JMD, not cents: it charges ${formatMoney(amount)}; ${hint}` });
      else if (larger) issues.push({ code: "amount-in-jmd", pointer: `${at}/amount`, message: `${amount} looks like JMD, not cents: it charges ${formatMoney(amount)}, while the same line charges ${formatMoney(larger.amount)} from ${larger.from}; ${hint}` });
    });
  });
  return issues;
}
