import { formatMoney } from "../../../engine/fees/formatMoney.ts";
import type { FeeResult } from "../../../engine/fees/calculateFees.ts";

/**
 * The fee summary the engine computed: each line with its label and, in plain words, why it is
 * charged (the definition's `reason`; the engine's trace is shown to staff only, decision 0021),
 * for a rate how the engine made the amount (decision 0053: "2,500 kg at JMD 2.00 per kg = ..."),
 * and the total. With `paid` (cents
 * the server says earlier payments cover), what was paid and the amount still due follow the total,
 * since a payment pays only for the answers it was made for (decision 0014).
 */
export function FeeSummary({ fees, paid = 0 }: { fees: FeeResult; paid?: number }) {
  return (
    <table className="govuk-table">
      <caption className="govuk-table__caption govuk-table__caption--m">Fees</caption>
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          <th scope="col" className="govuk-table__header">Fee</th>
          <th scope="col" className="govuk-table__header govuk-table__header--numeric">Amount</th>
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {fees.lines.map((line) => (
          <tr className="govuk-table__row" key={line.id}>
            <td className="govuk-table__cell">
              {line.label}
              {line.reason && <div className="govuk-body-s govuk-!-margin-bottom-0 nfa-reason">{line.reason}</div>}
              {line.working && <div className="govuk-body-s govuk-!-margin-bottom-0 nfa-reason">How it is worked out: {line.working}</div>}
            </td>
            <td className="govuk-table__cell govuk-table__cell--numeric">{formatMoney(line.amount)}</td>
          </tr>
        ))}
        <tr className="govuk-table__row">
          <th scope="row" className="govuk-table__header">Total</th>
          <td className="govuk-table__cell govuk-table__cell--numeric">
            <strong>{formatMoney(fees.total)}</strong>
          </td>
        </tr>
        {paid > 0 && (
          <>
            <tr className="govuk-table__row">
              <th scope="row" className="govuk-table__header">
                Already paid
              </th>
              <td className="govuk-table__cell govuk-table__cell--numeric">{formatMoney(paid)}</td>
            </tr>
            <tr className="govuk-table__row">
              <th scope="row" className="govuk-table__header">
                Amount Due
              </th>
              <td className="govuk-table__cell govuk-table__cell--numeric">
                <strong>{formatMoney(Math.max(fees.total - paid, 0))}</strong>
              </td>
            </tr>
          </>
        )}
      </tbody>
    </table>
  );
}
