import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { CaseQueueRow, CaseSort } from "../../../engine/cases/caseQueueContract.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { StatusBadge } from "../status/StatusBadge.tsx";

type Column = { header: string; sort?: CaseSort; cell: (row: CaseQueueRow) => ReactNode };

const COLUMNS: Column[] = [
  {
    header: "Transaction Number",
    sort: "transaction_number",
    cell: (r) => (
      <Link className="govuk-link" to={`/admin/cases/${r.id}`}>
        {r.transaction_number}
      </Link>
    ),
  },
  { header: "Applicant", sort: "name", cell: (r) => r.name_of_applicant || "NA" },
  { header: "Application Type", sort: "type", cell: (r) => r.application_type },
  { header: "Status", sort: "status", cell: (r) => <StatusBadge status={r.status} /> },
  { header: "Submitted On", sort: "submitted_on", cell: (r) => formatDate(r.submitted_on) },
  { header: "Age", cell: (r) => (r.age_days === 1 ? "1 day" : `${r.age_days} days`) },
  { header: "Assigned To", cell: (r) => r.assigned_to?.name ?? "Not assigned" },
  { header: "Payment", cell: (r) => (r.payment_pending ? <strong className="govuk-tag govuk-tag--yellow">To confirm</strong> : (r.payment_method ?? "NA")) },
];

/**
 * One page of the case queue (issue 17): each case named by its transaction number, a link to its
 * page; the sortable columns' headers are buttons that sort by them (again: the other way), with
 * aria-sort on the sorted one. Too wide for its space, the table scrolls in its own region; on a
 * phone each row stacks as a card.
 */
export function CaseQueueTable({ rows, sort, direction, onSort }: { rows: CaseQueueRow[]; sort: CaseSort; direction: "asc" | "desc"; onSort: (sort: CaseSort, direction: "asc" | "desc") => void }) {
  return (
    <div className="nfa-table-scroll nfa-case-queue" role="region" aria-label="Cases" tabIndex={0}>
      <table className="govuk-table nfa-stack-table">
        <caption className="govuk-table__caption govuk-table__caption--m">Cases</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {COLUMNS.map((column) => {
              const sorted = column.sort === sort;
              return (
                <th key={column.header} scope="col" className="govuk-table__header" aria-sort={sorted ? (direction === "asc" ? "ascending" : "descending") : column.sort ? "none" : undefined}>
                  {column.sort ? (
                    <button type="button" className="nfa-sort-button" onClick={() => onSort(column.sort as CaseSort, sorted && direction === "asc" ? "desc" : "asc")}>
                      {column.header}
                      <span aria-hidden="true">{sorted ? (direction === "asc" ? " ▲" : " ▼") : ""}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {rows.map((row) => (
            <tr key={row.id} className="govuk-table__row">
              {COLUMNS.map((column, i) =>
                i === 0 ? (
                  <th key={column.header} scope="row" className="govuk-table__header" data-label={column.header}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className="govuk-table__cell" data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
