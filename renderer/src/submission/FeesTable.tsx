import { formatMoney } from "../../../engine/fees/formatMoney.ts";
import type { AnswerSummary } from "../../../engine/summary/answerSummary.ts";

/**
 * The fees of the answers as a GOV.UK table with its total ('JMD 2,000.00'), as the engine works
 * them out, a rate's line with how its amount was made (decision 0053). A type without fees says so and shows a total of nothing.
 */
export function FeesTable({ fees, headingLevel = 3 }: { fees: AnswerSummary["fees"]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="govuk-summary-card" aria-labelledby="summary-fees">
      <div className="govuk-summary-card__title-wrapper">
        <Heading className="govuk-summary-card__title" id="summary-fees">
          Fees
        </Heading>
      </div>
      <div className="govuk-summary-card__content">
        {fees.lines.length === 0 && <p className="govuk-body">This application has no fees.</p>}
        <table className="govuk-table nfa-summary-fees">
          <caption className="govuk-table__caption govuk-visually-hidden">Fees</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                Fee
              </th>
              <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {fees.lines.map((line) => (
              <tr className="govuk-table__row" key={line.id}>
                <td className="govuk-table__cell">
                  {line.label}
                  {line.working && <div className="govuk-body-s govuk-!-margin-bottom-0 nfa-reason">How it is worked out: {line.working}</div>}
                </td>
                <td className="govuk-table__cell govuk-table__cell--numeric">{formatMoney(line.amount, fees.currency)}</td>
              </tr>
            ))}
            <tr className="govuk-table__row">
              <th scope="row" className="govuk-table__header">
                Total
              </th>
              <td className="govuk-table__cell govuk-table__cell--numeric">
                <strong>{formatMoney(fees.total, fees.currency)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
