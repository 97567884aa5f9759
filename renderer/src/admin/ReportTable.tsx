import type { ReactNode } from "react";

/** One row of the transactions report (server/services/searchTransactions.ts ReportRow). */
export interface ReportRow {
  id: number;
  transaction_number: string;
  app_type: string;
  application_type: string;
  status: string;
  submitted_on: string;
  name_of_applicant: string;
  nfa_registration_number: string | null;
  type_of_transaction: string | null;
  licence_type: string | null;
  payment_method: string | null;
  amount_due: number | null;
}

const COLUMNS: Array<[string, (r: ReportRow) => ReactNode]> = [
  ["Transaction Number", (r) => r.transaction_number],
  ["Application Type", (r) => r.application_type],
  ["Status", (r) => r.status],
  ["Submitted On", (r) => r.submitted_on],
  ["Name of Applicant", (r) => r.name_of_applicant],
  ["Type of Transaction", (r) => r.type_of_transaction],
  ["Licence Type", (r) => r.licence_type],
  ["Payment Method", (r) => r.payment_method],
];

/** The results table of a report, with a per-row action (the eye button, a case's moves). */
export function ReportTable({ caption, rows, action }: { caption: string; rows: ReportRow[]; action: (row: ReportRow) => ReactNode }) {
  if (!rows.length) return <p className="govuk-body">No transactions found.</p>;
  return (
    <div className="nfa-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="govuk-table">
        <caption className="govuk-table__caption govuk-table__caption--m">{caption}</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {COLUMNS.map(([header]) => (
              <th key={header} scope="col" className="govuk-table__header">
                {header}
              </th>
            ))}
            <th scope="col" className="govuk-table__header">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {rows.map((row) => (
            <tr key={row.id} className="govuk-table__row">
              {COLUMNS.map(([header, cell]) => (
                <td key={header} className="govuk-table__cell">
                  {cell(row)}
                </td>
              ))}
              <td className="govuk-table__cell">{action(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
