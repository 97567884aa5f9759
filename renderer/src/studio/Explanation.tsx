import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { evaluateApplication } from "../../../engine/evaluateApplication.ts";
import { explainApplication } from "../../../engine/explain/explainApplication.ts";
import type { Answers, EngineContext } from "../../../engine/types.ts";
import { ExplainedItem as Item, ExplainedSection as Section } from "../explain/ExplainedList.tsx";

/**
 * The engine's explanation of the preview's answers, updated as they change (issue 16): the path
 * walked and the next question, then every step, document and fee line of the edited definition
 * with its outcome and the reason in words, the negatives included ("not required because ..."),
 * from engine/explain (decision 0033), the same words as `npm run engine -- explain`.
 */
export function Explanation({ compiled, answers, context }: { compiled: CompiledDefinition; answers: Answers; context: EngineContext }) {
  const { navigation } = evaluateApplication(compiled, answers, context);
  const explanation = explainApplication(compiled, answers, context);
  const title = (id: string) => compiled.steps.get(id)?.section.title ?? compiled.pages.find((p) => p.section.id === id)?.section.title ?? id;
  const charged = explanation.fees.lines.filter((l) => l.outcome === "charged");
  return (
    <section className="nfa-studio-explanation" aria-labelledby="studio-explanation-title" aria-live="polite">
      <h3 className="govuk-heading-m" id="studio-explanation-title">
        Why, for these answers
      </h3>
      <h4 className="govuk-heading-s">Path so far</h4>
      <ol className="govuk-list govuk-list--number govuk-body-s" aria-label="Path so far">
        {navigation.path.map((id) => (
          <li key={id}>{title(id)}</li>
        ))}
      </ol>
      <p className="govuk-body-s">
        {navigation.blocked ? `Stopped: ${navigation.blocked.message}` : navigation.current ? `Next to answer: ${title(navigation.current)}` : "Every question is answered."}
      </p>
      <p className="govuk-body-s">
        {charged.length ? `Fees so far: ${explanation.fees.total} (${charged.map((l) => l.title).join(", ")}).` : "No fee is charged for these answers yet."}
      </p>
      <Section title="Every step" count={explanation.steps.length}>
        {explanation.steps.map((step) => (
          <Item key={step.id} item={step} outcome={step.outcome} />
        ))}
      </Section>
      <Section title="Every document" count={explanation.documents.length}>
        {explanation.documents.map((document) => (
          <Item key={document.id} item={document} outcome={document.outcome} />
        ))}
      </Section>
      <Section title="Every fee line" count={explanation.fees.lines.length}>
        {explanation.fees.lines.map((line) => (
          <Item key={line.id} item={line} outcome={line.outcome} extra={line.amount ?? undefined} />
        ))}
      </Section>
    </section>
  );
}
