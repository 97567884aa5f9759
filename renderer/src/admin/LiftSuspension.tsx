import { useId, useState } from "react";
import { toast } from "../layout/toast.ts";
import type { Reinstatement } from "../../../engine/api/licenceStatusContract.ts";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { DialogForm } from "./DialogForm.tsx";

/**
 * 'Lift suspension' on a suspended licence (decision 0071): a dialog that says what it does and
 * asks a reason if staff want to give one (kept in the case history), then makes the licence valid
 * again. A refusal (lifted meanwhile by someone else) shows in the dialog's error summary.
 */
export function LiftSuspension({ certificate, onLifted }: { certificate: { id: number; transactionNumber: string }; onLifted: () => void }) {
  const api = useApi();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setReason("");
    setError(null);
  };
  const submit = async () => {
    setAttempt((n) => n + 1);
    setError(null);
    setBusy(true);
    try {
      const answer = await api.post<Reinstatement>(`/admin/certificates/${certificate.id}/reinstate`, reason.trim() ? { reason: reason.trim() } : {});
      toast.success(answer.msg);
      close();
      onLifted();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The suspension could not be lifted");
    } finally {
      setBusy(false);
    }
  };
  const field = `${id}-reason`;
  return (
    <>
      <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-1" onClick={() => setOpen(true)}>
        Lift suspension <span className="govuk-visually-hidden">of licence {certificate.transactionNumber}</span>
      </button>
      {open && (
        <DialogForm id={`lift-${certificate.id}`} title={`Lift the suspension of licence ${certificate.transactionNumber}`} description="The licence and its ID card are valid again at once." submitLabel="Lift suspension" busy={busy} error={error} attempt={attempt} onSubmit={() => void submit()} onClose={close}>
          <div className="govuk-form-group">
            <label className="govuk-label" htmlFor={field}>
              Reason (optional, kept in the case history)
            </label>
            <textarea id={field} className="govuk-textarea" rows={3} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        </DialogForm>
      )}
    </>
  );
}
