import { useId, useRef, useState } from "react";
import type { LicenceTransfer, StaffTransfers } from "../../../../engine/api/licenceTransferContract.ts";
import { TransferParticulars } from "./TransferParticulars.tsx";
import { TransferTag } from "./TransferTag.tsx";
import { useTransferStep } from "./useTransferStep.ts";
import { ErrorMessage } from "../../theme/ErrorMessage.tsx";
import { ErrorSummaryBox } from "../../theme/ErrorSummaryBox.tsx";
import { DialogForm } from "../../admin/DialogForm.tsx";
import { LoadState } from "../../admin/LoadState.tsx";
import { useAdminData } from "../../admin/useAdminData.ts";

/** The refusal of an empty reason, the same words as the server's 400. */
const REASON_REQUIRED = "Enter the reason for refusing the transfer";

/**
 * /admin/transfers (issue 29, decision 0069): the open transfers of licences, oldest first. Those
 * the new owner has confirmed may be approved, which makes the licence theirs; any open one may be
 * refused with a reason. One still waiting for the new owner says so and offers no approval (the
 * server refuses it too).
 */
export function StaffTransfers() {
  const { data, error, reload } = useAdminData<StaffTransfers>("/admin/transfers");
  const step = useTransferStep(() => void reload());
  const [refusing, setRefusing] = useState<LicenceTransfer | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const status = useRef<HTMLDivElement>(null);
  // The card and its buttons go once decided: focus moves to what was done instead of being lost.
  const decide = async (t: LicenceTransfer, name: "approve" | "refuse", body: Record<string, unknown> = {}) => {
    const done = await step.take(t.id, name, body);
    if (done) {
      setSaid(`${name === "approve" ? "Approved" : "Refused"} the transfer of licence ${t.licence_number}.`);
      setTimeout(() => status.current?.focus(), 0);
    }
    return done;
  };
  return (
    <>
      <h1 className="govuk-heading-xl">Licence transfers</h1>
      <p className="govuk-body">A holder asks for their licence to pass to a new owner; the new owner confirms in their own dashboard; then staff approve or refuse it here.</p>
      <ErrorSummaryBox problems={step.failure ? [{ message: step.failure }] : []} attempt={step.attempt} />
      {!data && <LoadState error={error} />}
      <div role="status" ref={status} tabIndex={-1}>
        {said && <p className="govuk-body">{said}</p>}
        {data && !data.transfers.length && <p className="govuk-body">No transfers are open.</p>}
      </div>
      {data?.transfers.map((t) => (
        <div className="govuk-summary-card" key={t.id}>
          <div className="govuk-summary-card__title-wrapper">
            <h2 className="govuk-summary-card__title">
              Licence {t.licence_number}: from {t.from_name} to {t.to_name}
            </h2>
            <TransferTag status={t.status} />
          </div>
          <div className="govuk-summary-card__content">
            <TransferParticulars transfer={t} />
            {t.status !== "awaiting_approval" && <p className="govuk-inset-text">The new owner has not confirmed this transfer yet: it can be approved once they do.</p>}
            <div className="govuk-button-group">
              {t.status === "awaiting_approval" && (
                <button type="button" className="govuk-button" disabled={step.busy} onClick={() => void decide(t, "approve")}>
                  Approve the transfer <span className="govuk-visually-hidden">of licence {t.licence_number}</span>
                </button>
              )}
              <button type="button" className="govuk-button govuk-button--warning" disabled={step.busy} onClick={() => setRefusing(t)}>
                Refuse <span className="govuk-visually-hidden">the transfer of licence {t.licence_number}</span>
              </button>
            </div>
          </div>
        </div>
      ))}
      {refusing && <RefuseDialog transfer={refusing} busy={step.busy} onRefuse={(reason) => decide(refusing, "refuse", { reason })} onClose={() => setRefusing(null)} />}
    </>
  );
}

/** Asks staff the reason for refusing a transfer; it is shown to both parties. */
function RefuseDialog({ transfer, busy, onRefuse, onClose }: { transfer: LicenceTransfer; busy: boolean; onRefuse: (reason: string) => Promise<boolean>; onClose: () => void }) {
  const field = `${useId()}-reason`;
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const submit = async () => {
    setAttempt((n) => n + 1);
    if (!reason.trim()) return setReasonError(REASON_REQUIRED);
    setReasonError(null);
    if (await onRefuse(reason.trim())) onClose();
  };
  return (
    <DialogForm id={`refuse-transfer-${transfer.id}`} title={`Refuse the transfer of licence ${transfer.licence_number}`} description="The licence stays with its holder. Both parties see the reason." submitLabel="Refuse the transfer" busy={busy} problems={reasonError ? [{ message: reasonError, field, name: "Reason" }] : []} attempt={attempt} onSubmit={() => void submit()} onClose={onClose}>
      <div className={`govuk-form-group${reasonError ? " govuk-form-group--error" : ""}`}>
        <label className="govuk-label" htmlFor={field}>
          Reason
        </label>
        <ErrorMessage id={field} errors={reasonError ? [reasonError] : []} />
        <textarea className={`govuk-textarea${reasonError ? " govuk-textarea--error" : ""}`} id={field} name={field} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} aria-describedby={reasonError ? `${field}__error` : undefined} />
      </div>
    </DialogForm>
  );
}
