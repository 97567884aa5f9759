import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** One row of a summary card: what was asked, the answer, and where to change it (none for a row that cannot be changed here). */
export interface CardRow {
  key: string;
  label: string;
  value: ReactNode;
  change?: { to: string; hidden: string } | null;
}

/**
 * A GOV.UK summary card: a titled box around a summary list, each row with its Change link
 * (the field's name in visually hidden words, so 'Change' links are told apart), and the card's
 * own action when the whole section is changed in one place. `headingLevel` keeps the page's
 * heading levels in sequence.
 */
export function SummaryCard({ id, title, rows, action, headingLevel = 3, children }: { id: string; title: string; rows: CardRow[]; action?: { to: string; label: string; hidden: string } | null; headingLevel?: 2 | 3; children?: ReactNode }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const anyChange = rows.some((r) => r.change);
  return (
    <section className="govuk-summary-card" aria-labelledby={`summary-${id}`}>
      <div className="govuk-summary-card__title-wrapper">
        <Heading className="govuk-summary-card__title" id={`summary-${id}`}>
          {title}
        </Heading>
        {action && (
          <ul className="govuk-summary-card__actions nfa-no-print">
            <li className="govuk-summary-card__action">
              <Link className="govuk-link" to={action.to}>
                {action.label} <span className="govuk-visually-hidden">{action.hidden}</span>
              </Link>
            </li>
          </ul>
        )}
      </div>
      <div className="govuk-summary-card__content">
        {children}
        {rows.length > 0 && (
          <dl className="govuk-summary-list">
            {rows.map((row) => (
              <div key={row.key} className={`govuk-summary-list__row${anyChange && !row.change ? " govuk-summary-list__row--no-actions" : ""}`}>
                <dt className="govuk-summary-list__key">{row.label}</dt>
                <dd className="govuk-summary-list__value">{row.value}</dd>
                {row.change && (
                  <dd className="govuk-summary-list__actions nfa-no-print">
                    <Link className="govuk-link" to={row.change.to}>
                      Change <span className="govuk-visually-hidden">{row.change.hidden}</span>
                    </Link>
                  </dd>
                )}
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
