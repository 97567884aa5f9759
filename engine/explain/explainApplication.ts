import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { PriceLock } from "../fees/calculateFees.ts";
import { evaluateApplication } from "../evaluateApplication.ts";
import { formatMoney } from "../fees/formatMoney.ts";
import type { Answers, EngineContext } from "../types.ts";
import type { Explanation } from "./Explanation.ts";
import { explainDocuments } from "./explainDocuments.ts";
import { explainFees } from "./explainFees.ts";
import { explainPages } from "./explainPages.ts";
import { explainSteps } from "./explainSteps.ts";
import { fieldWords } from "./fieldWords.ts";
import type { FieldWords } from "./operatorWords.ts";

const wordsOf = new WeakMap<CompiledDefinition, FieldWords>();

/**
 * Explains one set of answers of one application type (issue 16, docs/decisions/0033-explain.md):
 * every wizard step, form page, document item and group, and fee line of the definition, each
 * once under its own id, with its outcome and the reason in words taken from the definition's
 * labels and the answers seen, the negative included (not asked, not required, not charged), and
 * the definition's `reason` where it gives one. The verdict is evaluateApplication's own; the
 * explanation judges the same conditions over the same cleaned answers to say why.
 */
export function explainApplication(compiled: CompiledDefinition, answers: Answers, context: EngineContext, prices?: PriceLock): Explanation {
  const evaluation = evaluateApplication(compiled, answers, context, prices ? { prices } : {});
  const { navigation } = evaluation;
  let words = wordsOf.get(compiled);
  if (!words) {
    words = fieldWords(compiled);
    wordsOf.set(compiled, words);
  }
  const scope = { answers: navigation.answers, context, named: compiled.named };
  const definition = compiled.definition;
  const currency = evaluation.fees.currency;
  return {
    type: definition.id,
    title: definition.title,
    today: context.today,
    complete: navigation.complete,
    current: navigation.current,
    steps: explainSteps(compiled, navigation, context, words),
    pages: explainPages(compiled, navigation),
    ...explainDocuments(definition, scope, words),
    fees: { currency, totalCents: evaluation.fees.total, total: formatMoney(evaluation.fees.total, currency), lines: explainFees(definition, scope, words, prices) },
  };
}
