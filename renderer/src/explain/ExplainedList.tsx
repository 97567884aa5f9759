import type { ReactNode } from "react";
import type { Explained } from "../../../engine/explain/Explanation.ts";

/** Outcomes as staff and analysts read them beside each item (decision 0033's outcomes). */
const OUTCOME_WORDS: Record<string, string> = {
  walked: "walked",
  current: "where the walk stops",
  blocked: "blocked",
  notAsked: "not asked",
  notReached: "not reached yet",
  done: "done",
  required: "required",
  optional: "optional",
  charged: "charged",
  notCharged: "not charged",
  applies: "applies",
  notApplies: "does not apply",
};

/** One item of the definition with its outcome, the reason in words and the definition's own reason. */
export function ExplainedItem({ item, outcome, extra }: { item: Explained; outcome: string; extra?: string }) {
  return (
    <li>
      <strong>{item.title}</strong>: {OUTCOME_WORDS[outcome] ?? outcome}
      {extra ? ` (${extra})` : ""}
      <br />
      <span className="govuk-body-s">{item.because}</span>
      {item.reason ? (
        <>
          <br />
          <span className="govuk-body-s">Reason given to the applicant: {item.reason}</span>
        </>
      ) : null}
    </li>
  );
}

/** A titled list of every item of one kind, folded away when long so the path stays in view. */
export function ExplainedSection({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <details className="govuk-details">
      <summary className="govuk-details__summary">
        <span className="govuk-details__summary-text">
          {title} ({count})
        </span>
      </summary>
      <div className="govuk-details__text">
        <ul className="govuk-list govuk-body-s" aria-label={title}>
          {children}
        </ul>
      </div>
    </details>
  );
}
