import { useId, useState } from "react";
import { toast } from "sonner";
import { SUSPEND_REASON_REQUIRED, type Suspension, type SuspensionInForce } from "../../../engine/api/licenceStatusContract.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { DateField } from "../accounts/fields/DateField.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { DialogForm } from "./DialogForm.tsx";
import { LiftSuspension } from "./LiftSuspension.tsx";

/** The refusal of an end day not typed whole. */
export const UNTIL_NOT_A_DATE = "Enter the day the suspension ends as a real date, for example 27 3 2027";

/** What the control needs of a licence: its id and number, whether it stands, its suspension, its last day. */
export interface SuspendableCertificate {
  id: number;
  transactionNumber: string;
  revoked_at: string | null;
  suspension: SuspensionInForce;
  expires_on: string;
}

type Field = "reason" | "until";

/**
 * Staff suspend a licence (issue 29, decision 0071) from the case page: 'Suspend licence' opens a
 * dialog asking the reason (required, shown to the holder) and, optionally, the day it is valid
 * again (GOV.UK date input); empty, it stays suspended until lifted. A suspended licence shows
 * since when, until when and why, with 'Lift suspension'. Nothing for a revoked licence.
 * Refusals land in the error summary, each beside its field when the server names one.
 */
export function SuspendCertificate({ certificate, onChanged }: { certificate: SuspendableCertificate; onChanged: () => void }) {
  const api = useApi();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [until, setUntil] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  if (certificate.revoked_at) return null;
  const { suspension } = certificate;
  if (suspension)
    return (
      <>
        <p className="govuk-body">
          <strong className="govuk-tag govuk-tag--yellow">Suspended</strong> since {formatDate(suspension.since.slice(0, 10))}, {suspension.until ? `until ${formatDate(suspension.until)}, when it is valid again` : "until lifted"}. Reason: {suspension.reason}
        </p>
        <LiftSuspension certificate={certificate} onLifted={onChanged} />
      </>
    );
  const close = () => {
    setOpen(false);
    setReason("");
    setUntil("");
    setErrors({});
    setError(null);
  };
  const submit = async () => {
    setAttempt((n) => n + 1);
    setError(null);
    const found: Partial<Record<Field, string>> = { ...(reason.trim() ? {} : { reason: SUSPEND_REASON_REQUIRED }), ...(until && !/^\d{4}-\d{2}-\d{2}$/.test(until) ? { until: UNTIL_NOT_A_DATE } : {}) };
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await api.post<Suspension>(`/admin/certificates/${certificate.id}/suspend`, { reason: reason.trim(), ...(until ? { until } : {}) });
      toast.success(answer.msg);
      close();
      onChanged();
    } catch (failure) {
      const named = failure instanceof ApiError ? Object.fromEntries(failure.errors.filter((e) => e.pointer === "/reason" || e.pointer === "/until").map((e) => [e.pointer.slice(1), e.message])) : {};
      if (Object.keys(named).length) setErrors(named);
      else setError(failure instanceof ApiError ? failure.message : "The licence could not be suspended");
    } finally {
      setBusy(false);
    }
  };
  const field = `${id}-reason`;
  const dateId = `${id}-until`;
  return (
    <>
      <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-2" onClick={() => setOpen(true)}>
        Suspend licence <span className="govuk-visually-hidden">{certificate.transactionNumber}</span>
      </button>
      {open && (
        <DialogForm
          id={`suspend-${certificate.id}`}
          title={`Suspend licence ${certificate.transactionNumber}`}
          description="The licence and its ID card are not valid while suspended: /verify, the register and the holder's licences tab say so at once. Lift the suspension to make it valid again."
          submitLabel="Suspend licence"
          busy={busy}
          error={error}
          problems={[...(errors.reason ? [{ message: errors.reason, field, name: "Reason" }] : []), ...(errors.until ? [{ message: errors.until, field: dateId, name: "Valid again on" }] : [])]}
          attempt={attempt}
          onSubmit={() => void submit()}
          onClose={close}
        >
          <div className={`govuk-form-group${errors.reason ? " govuk-form-group--error" : ""}`}>
            <label className="govuk-label" htmlFor={field}>
              Reason for suspending (shown to the holder)
            </label>
            <ErrorMessage id={field} errors={errors.reason ? [errors.reason] : []} />
            <textarea id={field} className={`govuk-textarea${errors.reason ? " govuk-textarea--error" : ""}`} rows={3} maxLength={2000} value={reason} aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? `${field}__error` : undefined} onChange={(e) => setReason(e.target.value)} />
          </div>
          <DateField id={dateId} label="Valid again on (optional)" hint={`The first day the licence is valid again, by ${formatDate(certificate.expires_on)}. Leave it empty to suspend it until you lift it.`} value={until} onChange={setUntil} error={errors.until ?? null} />
        </DialogForm>
      )}
    </>
  );
}
