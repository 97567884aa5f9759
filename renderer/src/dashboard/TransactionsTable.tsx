import type { ReactNode } from "react";
import { TableHead } from "../accounts/TableHead.tsx";
import { formatSubmitted } from "../status/formatSubmitted.ts";
import { StatusBadge } from "../status/StatusBadge.tsx";
import type { TransactionSummary } from "./useTransactions.ts";
import { useTypeTitle } from "./useTypeTitle.ts";

export interface TransactionsTableProps {
  caption: string;
  rows: TransactionSummary[];
  /** Which date the table shows: submission for applications, last save for drafts. */
  date: "submitted" | "saved";
  /** What is said when there are no rows. */
  empty: string;
  action: (row: TransactionSummary) => ReactNode;
}

/** A table of the applicant's transactions: number, type, status badge, date and one action per row. */
export function TransactionsTable({ caption, rows, date, empty, action }: TransactionsTableProps) {
  const title = useTypeTitle();
  if (!rows.length) return <p className="govuk-body">{empty}</p>;
  return (
    <div className="nfa-table-scroll">
      <table className="govuk-table nfa-stack-table">
        <caption className="govuk-table__caption govuk-table__caption--m">{caption}</caption>
        <TableHead headers={["Transaction #", "Application Type", "Type of Transaction", "Status", date === "submitted" ? "Date Submitted" : "Last Saved", "Action"]} />
        <tbody className="govuk-table__body">
          {rows.map((row) => (
            <tr className="govuk-table__row" key={row.id}>
              <td className="govuk-table__cell" data-label="Transaction #">{row.transaction_number ?? "Not submitted"}</td>
              <td className="govuk-table__cell" data-label="Application Type">{title(row.app_type)}</td>
              <td className="govuk-table__cell" data-label="Type of Transaction">{typeof row.type_of_transaction === "string" ? row.type_of_transaction : "NA"}</td>
              <td className="govuk-table__cell" data-label="Status">
                <StatusBadge status={row.status} />
              </td>
              <td className="govuk-table__cell" data-label={date === "submitted" ? "Date Submitted" : "Last Saved"}>{date === "submitted" ? formatSubmitted(row.submitted_on ?? "") : formatSubmitted(row.updated_at)}</td>
              <td className="govuk-table__cell">{action(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
