import type { TraceEntry } from "../../../engine/types.ts";

const shown = (value: unknown) => (value === null || value === undefined ? "not answered" : Array.isArray(value) ? value.join(", ") || "none" : String(value));
const OPS: Record<string, string> = { equals: "is", notEquals: "is not", in: "is one of", notIn: "is none of", includes: "includes", excludes: "does not include", includesAny: "includes any of", includesAll: "includes all of", isSet: "is answered", isNotSet: "is not answered", gt: "is more than", gte: "is at least", lt: "is less than", lte: "is at most", inWindow: "falls in", notInWindow: "does not fall in" };

/**
 * The engine's reasons behind a fee, a document or a skipped step, behind a small "why?" link:
 * each rule it read, the answer it saw, and whether the rule held.
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
              <li key={`${t.at}:${t.field}`}>
                {t.field.replace(/^\$/, "")} {OPS[t.op] ?? t.op}
                {t.value !== undefined ? ` ${shown(t.value)}` : ""}: the answer is {shown(t.seen)}, so {t.result ? "yes" : "no"}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
