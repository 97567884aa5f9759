import { useEffect, useRef, useState, type ReactNode } from "react";
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
 * heading levels in sequence. A `folded` card starts closed: its title bar opens and closes it (a
 * details element) and says how many answers it holds, so a phone's check your answers is a
 * list of headings with Submit in reach (decision 0047); printing opens every card.
 */
export function SummaryCard({ id, title, rows, action, headingLevel = 3, folded = false, children }: { id: string; title: string; rows: CardRow[]; action?: { to: string; label: string; hidden: string } | null; headingLevel?: 2 | 3; folded?: boolean; children?: ReactNode }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const anyChange = rows.some((r) => r.change);
  const actions = action && (
    <ul className="govuk-summary-card__actions nfa-no-print">
      <li className="govuk-summary-card__action">
        <Link className="govuk-link" to={action.to}>
          {action.label} <span className="govuk-visually-hidden">{action.hidden}</span>
        </Link>
      </li>
    </ul>
  );
  const content = (
      <div className="govuk-summary-card__content">
        {folded && actions}
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
  );
  const heading = (
    <Heading className="govuk-summary-card__title" id={`summary-${id}`}>
      {title}
    </Heading>
  );
  if (folded) return <FoldedCard id={id} heading={heading} count={rows.length} content={content} />;
  return (
    <section className="govuk-summary-card" aria-labelledby={`summary-${id}`}>
      <div className="govuk-summary-card__title-wrapper">
        {heading}
        {actions}
      </div>
      {content}
    </section>
  );
}

/** A summary card that opens and closes on its title bar; opened before printing, so a printed copy has every answer. */
function FoldedCard({ id, heading, count, content }: { id: string; heading: ReactNode; count: number; content: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Set on the element at once: a state update would be drawn after the print has begun.
    const show = () => ref.current && (ref.current.open = true);
    window.addEventListener("beforeprint", show);
    return () => window.removeEventListener("beforeprint", show);
  }, []);
  return (
    <section className="govuk-summary-card nfa-folded-card" aria-labelledby={`summary-${id}`}>
      <details ref={ref} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="govuk-summary-card__title-wrapper nfa-folded-card__summary">
          {heading}
          <span className="nfa-folded-card__count nfa-no-print">
            {count === 1 ? "1 answer" : `${count} answers`}
          </span>
        </summary>
        {content}
      </details>
    </section>
  );
}
