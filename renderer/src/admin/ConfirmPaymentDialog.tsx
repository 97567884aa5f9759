import { useState } from "react";
import { Dialog } from "../accounts/Dialog.tsx";
import { TextField } from "../accounts/fields/TextField.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";

/**
 * Confirms the pending offline payment of a case (cash, cheque, transfer, direct debit; decision
 * 0007) with the receipt number when there is one; the case then becomes 'Payment Approved' where
 * that move is allowed.
 */
export function ConfirmPaymentDialog({ caseId, transactionNumber, onClose, onConfirmed }: { caseId: number; transactionNumber: string; onClose: () => void; onConfirmed: (msg: string) => Promise<void> }) {
  const api = useApi();
  const [receipt, setReceipt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onConfirmed((await api.post<{ msg: string }>(`/admin/cases/${caseId}/confirm-payment`, receipt.trim() ? { receipt_number: receipt.trim() } : {})).msg);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The payment could not be confirmed");
      setBusy(false);
    }
  };
  return (
    <Dialog id="confirm-payment" title={`Confirm payment: ${transactionNumber}`} onClose={onClose} description="Confirm only a payment the Authority has received.">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error && (
          <p className="govuk-error-message" role="alert">
            {error}
          </p>
        )}
        <TextField id="payment-receipt" label="Receipt Number" value={receipt} error={null} onChange={setReceipt} />
        <div className="govuk-button-group">
          <button type="submit" className="govuk-button" disabled={busy}>
            Confirm payment
          </button>
          <button type="button" className="govuk-button govuk-button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
