import type { CaseFile } from "../../../engine/cases/caseFileContract.ts";
import { formatDateTime } from "../../../engine/dates/formatDate.ts";
import { formatMoney } from "../../../engine/fees/formatMoney.ts";
import { DataTable } from "./DataTable.tsx";

/** A case's payments: method, amount, status, receipt number, and who confirmed an offline one and when. */
export function CasePayments({ payments }: { payments: CaseFile["payments"] }) {
  if (!payments.length) return <p className="govuk-body">No payments.</p>;
  return (
    <DataTable
      caption="Payments made for this application"
      hiddenCaption
      headers={["Payment Method", "Amount", "Status", "Made On", "Receipt Number", "Confirmed By"]}
      rows={payments.map((p) => ({
        key: p.id,
        cells: [p.payment_method, formatMoney(Math.round(p.amount * 100), p.currency), p.status, formatDateTime(p.created_at), p.receipt_number ?? "NA", p.confirmed_by ? `${p.confirmed_by.name}, ${formatDateTime(p.confirmed_at)}` : "NA"],
      }))}
    />
  );
}
