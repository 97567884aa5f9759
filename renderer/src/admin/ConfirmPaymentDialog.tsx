import { useState } from "react";
import { TextField } from "../accounts/fields/TextField.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { DialogForm } from "./DialogForm.tsx";

/**
 * Confirms the pending offline payment of a case (cash, cheque, transfer, direct debit; decision
 * 0007) with the receipt number when there is one; the case then becomes 'Payment Approved' where
 * that move is allowed. It carries the status the queue showed (`from`, decision 0014).
 */
export function ConfirmPaymentDialog({ caseId, transactionNumber, from, onClose, onConfirmed }: { caseId: number; transactionNumber: string; from: string; onClose: () => void; onConfirmed: (msg: string) => Promise<void> }) {
  const api = useApi();
  const [receipt, setReceipt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onConfirmed((await api.post<{ msg: string }>(`/admin/cases/${caseId}/confirm-payment`, { expected_status: from, ...(receipt.trim() ? { receipt_number: receipt.trim() } : {}) })).msg);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The payment could not be confirmed");
      setBusy(false);
    }
  };
  return (
    <DialogForm id="confirm-payment" title={`Confirm payment: ${transactionNumber}`} description="Confirm only a payment the Authority has received." error={error} submitLabel="Confirm payment" busy={busy} onSubmit={() => void submit()} onClose={onClose}>
      <TextField id="payment-receipt" label="Receipt Number" value={receipt} error={null} onChange={setReceipt} />
    </DialogForm>
  );
}
