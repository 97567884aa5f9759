import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { formatDate } from "../dates/formatDate.ts";
import { priceOf, type PriceLock } from "../fees/calculateFees.ts";
import { formatMoney } from "../fees/formatMoney.ts";
import type { Definition } from "../types.ts";
import { conditionWords } from "./conditionWords.ts";
import type { FeeExplanation } from "./Explanation.ts";
import { facts } from "./facts.ts";
import { judgeCondition } from "./judgeCondition.ts";
import type { FieldWords } from "./operatorWords.ts";

/**
 * Every fee line of the definition for these answers, as engine/fees/calculateFees.ts judges them:
 * charged (the amount in force on the day, and since when; a rate's working in words) or not
 * charged, and why.
 */
export function explainFees(definition: Definition, scope: ConditionScope, words: FieldWords, prices?: PriceLock): FeeExplanation[] {
  const currency = definition.fees?.currency ?? "JMD";
  const today = scope.context.today;
  return (definition.fees?.lines ?? []).map((line, i): FeeExplanation => {
    const judged = line.when === undefined ? null : judgeCondition(line.when, scope, `/fees/lines/${i}/when`, words);
    const base = { id: line.id, title: line.label, ...(line.reason ? { reason: line.reason } : {}), ...(line.when !== undefined ? { rule: conditionWords(line.when, scope.named, words) } : {}), checks: judged?.checks ?? [] };
    if (judged && !judged.holds) return { ...base, outcome: "notCharged", cents: null, amount: null, because: `Not charged because ${facts(judged.checks, false)}.` };
    const price = priceOf(line, scope, prices);
    if (price === null) {
      const first = line.amounts.map((a) => a.from).sort()[0];
      return { ...base, outcome: "notCharged", cents: null, amount: null, because: `Not charged: no amount is in force on ${formatDate(today)}${first ? ` (the first applies from ${formatDate(first)})` : ""}.` };
    }
    const why = judged ? `because ${facts(judged.checks, true)}` : "on every application of this type";
    // A paid draft's price (decision 0041) is the one in force when it paid, which the words say.
    const what = "rate" in price.dated ? "rate" : "amount";
    const when = price.locked && prices ? `the ${what} in force when it was paid, on ${formatDate(prices.day)}` : `the ${what} in force since ${formatDate(price.dated.from)}`;
    const amount = formatMoney(price.cents, currency);
    // A rate says how it made the sum (decision 0053).
    const working = price.working ? `: ${price.working}` : "";
    return { ...base, outcome: "charged", cents: price.cents, amount, because: `Charged ${amount} ${why} (${when})${working}.` };
  });
}
