import { formatDate } from "../../../../engine/dates/formatDate.ts";
import type { LicenceTransfer } from "../../../../engine/api/licenceTransferContract.ts";
import { SummaryRows } from "../../verify/SummaryRows.tsx";
import { vesselText } from "./transferWords.ts";

/**
 * The particulars of a transfer as a GOV.UK summary list: the licence, the vessel as the public
 * register lists it, who gives it and who takes it, when it was asked for, and then the new
 * owner's last day to confirm while that is awaited, or the day staff decided.
 */
export function TransferParticulars({ transfer: t }: { transfer: LicenceTransfer }) {
  const rows: Array<[string, string]> = [
    ["Licence", `${t.licence_title} ${t.licence_number}`],
    ["Vessel", vesselText(t)],
    ["Home port", t.home_port ?? "Not recorded"],
    ["Valid until", formatDate(t.valid_until)],
    ["From (holder)", t.from_name],
    ["To (new owner)", t.to_name],
    ["Asked for on", formatDate(t.requested_at.slice(0, 10))],
    ...(t.status === "awaiting_new_owner" ? [["New owner to confirm by", formatDate(t.confirm_by)] as [string, string]] : []),
    ...(t.decided_at ? [[t.status === "approved" ? "Approved on" : "Decided on", formatDate(t.decided_at.slice(0, 10))] as [string, string]] : []),
  ];
  return <SummaryRows rows={rows} className="govuk-!-margin-bottom-4" />;
}
