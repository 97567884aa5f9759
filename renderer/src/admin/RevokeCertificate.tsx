import type { Revocation } from "../../../engine/certificates/Revocation.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { useId, useState } from "react";
import { toast } from "../layout/toast.ts";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { DialogForm } from "./DialogForm.tsx";

/** The refusal of an empty reason, the same words as the server's 400. */
export const REASON_REQUIRED = "Enter the reason for revoking the licence";

/** What the control needs of a certificate: its id, its licence number, and whether it stands. */
export interface RevocableCertificate {
  id: number;
  transactionNumber: string;
  revoked_at: string | null;
}

/**
 * Staff revoke an issued licence (issue 17, decision 0039): a 'Revoke licence' button opens a
 * dialog asking the reason (required, kept in the case history); once revoked, the control shows
 * a red 'Revoked' tag with the day instead. Reusable wherever staff see a certificate: the
 * licences report and the case page. `onRevoked` gets the time the server recorded.
 */
export function RevokeCertificate({ certificate, onRevoked }: { certificate: RevocableCertificate; onRevoked: (revokedAt: string) => void }) {
  const api = useApi();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  if (certificate.revoked_at) {
    return <strong className="govuk-tag govuk-tag--red">Revoked {formatDate(certificate.revoked_at.slice(0, 10))}</strong>;
  }
  const close = () => {
    setOpen(false);
    setReason("");
    setReasonError(null);
    setError(null);
  };
  const submit = async () => {
    setAttempt((n) => n + 1);
    setError(null);
    if (!reason.trim()) return setReasonError(REASON_REQUIRED);
    setReasonError(null);
    setBusy(true);
    try {
      const answer = await api.post<Revocation>(`/admin/certificates/${certificate.id}/revoke`, { reason: reason.trim() });
      toast.success(answer.msg);
      close();
      onRevoked(answer.revoked_at);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The licence could not be revoked");
    } finally {
      setBusy(false);
    }
  };
  const field = `${id}-reason`;
  return (
    <>
      <button type="button" className="govuk-button govuk-button--warning govuk-!-margin-bottom-0" onClick={() => setOpen(true)}>
        Revoke licence <span className="govuk-visually-hidden">{certificate.transactionNumber}</span>
      </button>
      {open && (
        <DialogForm id={`revoke-${certificate.id}`} title={`Revoke licence ${certificate.transactionNumber}`} description="The licence and its ID card will verify as revoked at once. This cannot be undone." submitLabel="Revoke licence" busy={busy} error={error} problems={reasonError ? [{ message: reasonError, field, name: "Reason" }] : []} attempt={attempt} onSubmit={() => void submit()} onClose={close}>
          <div className={`govuk-form-group${reasonError ? " govuk-form-group--error" : ""}`}>
            <label className="govuk-label" htmlFor={field}>
              Reason for revoking (kept in the case history)
            </label>
            <ErrorMessage id={field} errors={reasonError ? [reasonError] : []} />
            <textarea id={field} className={`govuk-textarea${reasonError ? " govuk-textarea--error" : ""}`} rows={4} maxLength={2000} value={reason} aria-invalid={reasonError ? true : undefined} aria-describedby={reasonError ? `${field}__error` : undefined} onChange={(e) => setReason(e.target.value)} />
          </div>
        </DialogForm>
      )}
    </>
  );
}
