import { formatLastSaved } from "./formatLastSaved.ts";
import type { TransactionSummary } from "./useTransactions.ts";

/**
 * One draft as a GOV.UK summary card: its type as the title, Resume and Delete as the card's
 * actions (their names say which draft, for screen readers), then the choices made, when it was
 * last saved and the step it resumes at.
 */
export function DraftCard({ draft, title, busy, resuming, onResume, onDelete }: { draft: TransactionSummary; title: string; busy: boolean; resuming: boolean; onResume: () => void; onDelete: () => void }) {
  const progress = draft.draft_progress;
  const rows: Array<[string, string]> = [
    ...(progress?.choices.length ? progress.choices.map((c): [string, string] => [c.label, c.value]) : [["Choices", "None made yet"] as [string, string]]),
    ["Last saved", formatLastSaved(draft.updated_at)],
    ["Step reached", progress?.reached ?? "Not known"],
  ];
  const details = `draft-${draft.id}-details`;
  return (
    <div className="govuk-summary-card nfa-draft-card">
      <div className="govuk-summary-card__title-wrapper">
        <h3 className="govuk-summary-card__title">{title}</h3>
        <ul className="govuk-summary-card__actions">
          <li className="govuk-summary-card__action">
            <button type="button" className="govuk-button govuk-!-margin-bottom-0" disabled={busy} aria-describedby={details} onClick={onResume}>
              {resuming ? "Opening…" : "Resume"} <span className="govuk-visually-hidden">draft {title}</span>
            </button>
          </li>
          <li className="govuk-summary-card__action">
            <button type="button" className="govuk-button govuk-button--warning govuk-!-margin-bottom-0" disabled={busy} aria-describedby={details} onClick={onDelete}>
              Delete <span className="govuk-visually-hidden">draft {title}</span>
            </button>
          </li>
        </ul>
      </div>
      <div className="govuk-summary-card__content">
        <dl className="govuk-summary-list" id={details}>
          {rows.map(([label, value], i) => (
            <div className="govuk-summary-list__row" key={`${i}-${label}`}>
              <dt className="govuk-summary-list__key">{label}</dt>
              <dd className="govuk-summary-list__value">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
