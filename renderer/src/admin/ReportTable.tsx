import type { ReactNode } from "react";
import type { ReportRow } from "../../../engine/api/reportContract.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { DataTable } from "./DataTable.tsx";

const COLUMNS: Array<[string, (r: ReportRow) => ReactNode]> = [
  ["Transaction Number", (r) => r.transaction_number],
  ["Application Type", (r) => r.application_type],
  ["Status", (r) => r.status],
  ["Submitted On", (r) => formatDate(r.submitted_on)],
  ["Name of Applicant", (r) => r.name_of_applicant],
  ["Type of Transaction", (r) => r.type_of_transaction],
  ["Licence Type", (r) => r.licence_type],
  ["Payment Method", (r) => r.payment_method],
];

/** The results table of a report (the transaction number names each row), with a per-row action (the eye button, a case's moves). */
export function ReportTable({ caption, rows, action }: { caption: string; rows: ReportRow[]; action: (row: ReportRow) => ReactNode }) {
  // An empty result is said by the page's status message ('No transactions found').
  if (!rows.length) return null;
  return <DataTable caption={caption} rowHeader={0} headers={[...COLUMNS.map(([header]) => header), "Action"]} rows={rows.map((row) => ({ key: row.id, cells: [...COLUMNS.map(([, cell]) => cell(row)), action(row)] }))} />;
}
