import { useRef, useState } from "react";
import { toast } from "../layout/toast.ts";
import { formatDateTime } from "../../../engine/dates/formatDate.ts";
import { SelectField } from "../accounts/fields/SelectField.tsx";
import { DataTable } from "./DataTable.tsx";
import { LoadState } from "./LoadState.tsx";
import type { OfficerRequest, OfficerRequestsAnswer } from "../../../engine/api/officerRequestsContract.ts";
import { OfficerRequestDialog, requestText } from "./OfficerRequestDialog.tsx";
import { useAdminData } from "./useAdminData.ts";

const SHOW = { "Pending requests": "pending", "All requests (audit trail)": "all" } as const;
type Show = keyof typeof SHOW;
const BUTTON = "govuk-button govuk-button--secondary";

/**
 * /admin/officer-requests (issue 13, decision 0013): officer registrations and claims waiting for
 * staff, each approved or refused after a confirmation; the audit trail of decided ones on demand.
 */
export function OfficerRequestsPage() {
  const [show, setShow] = useState<Show>("Pending requests");
  const { data, error, reload } = useAdminData<OfficerRequestsAnswer>(`/admin/officer-requests?status=${SHOW[show]}`);
  const [deciding, setDeciding] = useState<{ request: OfficerRequest; decision: "approved" | "refused" } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const decided = (msg: string) => {
    setDeciding(null);
    toast.success(msg);
    setMessage(msg);
    // The row and its buttons go: focus moves to the message instead of being lost.
    setTimeout(() => status.current?.focus(), 0);
    void reload();
  };
  return (
    <>
      <h1 className="govuk-heading-xl">Officer requests</h1>
      <p className="govuk-body">People who registered as supporting officers, and officers who claimed an applicant, wait here until staff approve or refuse.</p>
      <SelectField id="officer-requests-show" label="Show" value={show} error={null} onChange={(value) => value && setShow(value as Show)} options={Object.keys(SHOW)} />
      <div role="status" ref={status} tabIndex={-1}>
        {message && <p className="govuk-body">{message}</p>}
        {data && !data.requests.length && <p className="govuk-body">{show === "Pending requests" ? "No requests are waiting." : data.msg}</p>}
      </div>
      {!data && <LoadState error={error} />}
      {data && data.requests.length > 0 && (
        <DataTable
          caption={show}
          rowHeader={0}
          headers={["Officer", "Request", "Asked by", "Asked on", "Status", "Action"]}
          rows={data.requests.map((r) => ({
            key: r.id,
            cells: [
              r.officer_name ? `${r.officer_name} (${r.officer_email ?? "no email"})` : r.officer_email,
              requestText(r),
              r.requested_by_email,
              formatDateTime(r.requested_at),
              r.status === "pending" ? "Pending" : `${r.status === "approved" ? "Approved" : "Refused"} by ${r.decided_by_email ?? "the system"} on ${formatDateTime(r.decided_at)}`,
              r.status === "pending" ? (
                // GOV.UK's button group keeps the two apart when the narrow column stacks them.
                <div key="actions" className="govuk-button-group govuk-!-margin-bottom-0">
                  <button type="button" className={BUTTON} onClick={() => setDeciding({ request: r, decision: "approved" })}>
                    Approve <span className="govuk-visually-hidden">request {r.id}</span>
                  </button>
                  <button type="button" className={BUTTON} onClick={() => setDeciding({ request: r, decision: "refused" })}>
                    Refuse <span className="govuk-visually-hidden">request {r.id}</span>
                  </button>
                </div>
              ) : null,
            ],
          }))}
        />
      )}
      {deciding && <OfficerRequestDialog request={deciding.request} decision={deciding.decision} onClose={() => setDeciding(null)} onDecided={decided} />}
    </>
  );
}
