import { checkSentence } from "../../../engine/explain/operatorWords.ts";
import type { TraceEntry } from "../../../engine/types.ts";

/**
 * The engine's reasons behind a fee, a document or a skipped step, behind a small "why?" link:
 * each rule it read, the answer it saw, and whether the rule held, in the engine's words
 * (engine/explain/operatorWords.ts), the same as the CLI's `explain`.
 */
export function WhyDetails({ trace, because }: { trace?: TraceEntry[]; because?: string }) {
  if (!trace?.length && !because) return null;
  return (
    <details className="govuk-details nfa-why">
      <summary className="govuk-details__summary">
        <span className="govuk-details__summary-text">why?</span>
      </summary>
      <div className="govuk-details__text">
        {because && <p className="govuk-body-s">Because {because}.</p>}
        {trace?.length ? (
          <ul className="govuk-list govuk-body-s">
            {trace.map((t) => (
              <li key={`${t.at}:${t.field}:${t.row ?? ""}`}>{checkSentence(t)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
