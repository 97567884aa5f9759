import type { FeeResult } from "../../../engine/fees/calculateFees.ts";
import { WhyDetails } from "../wizard/WhyDetails.tsx";

/** JMD from integer cents, as people read it: JMD 1,500.00. */
export const formatJmd = (cents: number) => `JMD ${(cents / 100).toLocaleString("en-JM", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The fee summary the engine computed: each line with its label, and the total. */
export function FeeSummary({ fees }: { fees: FeeResult }) {
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
              <WhyDetails trace={line.trace} />
            </td>
            <td className="govuk-table__cell govuk-table__cell--numeric">{formatJmd(line.amount)}</td>
          </tr>
        ))}
        <tr className="govuk-table__row">
          <th scope="row" className="govuk-table__header">Total</th>
          <td className="govuk-table__cell govuk-table__cell--numeric">
            <strong>{formatJmd(fees.total)}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
