import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { evaluateApplication } from "../../../engine/evaluateApplication.ts";
import { formatMoney } from "../../../engine/fees/formatMoney.ts";
import type { Answers, EngineContext } from "../../../engine/types.ts";
import { WhyDetails } from "../wizard/WhyDetails.tsx";

/**
 * The engine's explanation of the preview's answers, updated as they change: the path walked and
 * the next question, the documents listed and the fee lines charged, each with the rule that put
 * it there (the trace of evaluateApplication, shown by WhyDetails, until engine/explain lands).
 */
export function Explanation({ compiled, answers, context }: { compiled: CompiledDefinition; answers: Answers; context: EngineContext }) {
  const { navigation, documents, fees } = evaluateApplication(compiled, answers, context, { trace: true });
  const title = (id: string) => compiled.steps.get(id)?.section.title ?? compiled.pages.find((p) => p.section.id === id)?.section.title ?? id;
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
      <WhyDetails trace={navigation.trace} />
      <h4 className="govuk-heading-s">Documents</h4>
      {documents.length ? (
        <ul className="govuk-list govuk-body-s" aria-label="Documents listed">
          {documents.map((d) => (
            <li key={d.key}>
              {d.name}: {d.required ? "required" : "optional"}
              <WhyDetails trace={d.trace} because={d.reason?.replace(/\.$/, "")} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="govuk-body-s">None listed for these answers.</p>
      )}
      <h4 className="govuk-heading-s">Fees</h4>
      {fees.lines.length ? (
        <ul className="govuk-list govuk-body-s" aria-label="Fee lines charged">
          {fees.lines.map((line) => (
            <li key={line.id}>
              {line.label}: {formatMoney(line.amount, fees.currency)}
              <WhyDetails trace={line.trace} because={line.reason?.replace(/\.$/, "")} />
            </li>
          ))}
          <li>
            <strong>Total: {formatMoney(fees.total, fees.currency)}</strong>
          </li>
        </ul>
      ) : (
        <p className="govuk-body-s">No fee is charged for these answers yet.</p>
      )}
    </section>
  );
}
