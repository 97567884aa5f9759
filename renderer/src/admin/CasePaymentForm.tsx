import { useState } from "react";
import type { CaseQueueRow } from "../../../engine/cases/caseQueueContract.ts";
import { TextField } from "../accounts/fields/TextField.tsx";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";
import { useCaseAction } from "./useCaseAction.ts";

/**
 * Confirming the pending offline payment of a case on its page (decision 0007), with the receipt
 * number; the server records who confirmed it and when on the payment, and carries the status
 * the page showed (decision 0014).
 */
export function CasePaymentForm({ row, onDone }: { row: CaseQueueRow; onDone: (msg: string) => Promise<void> }) {
  const api = useApi();
  const [receipt, setReceipt] = useState("");
  const action = useCaseAction("The payment could not be confirmed");
  return (
    <form
      noValidate
      aria-label="Confirm the payment"
      onSubmit={(event) => {
        event.preventDefault();
        void action.run([], async () => onDone((await api.post<{ msg: string }>(`/admin/cases/${row.id}/confirm-payment`, { expected_status: row.status, ...(receipt.trim() ? { receipt_number: receipt.trim() } : {}) })).msg));
      }}
    >
      <ErrorSummaryBox problems={action.problems} attempt={action.attempt} />
      <p className="govuk-body">Confirm only a payment the Authority has received.</p>
      <TextField id="payment-receipt" label="Receipt Number" value={receipt} error={null} onChange={setReceipt} />
      <button type="submit" className="govuk-button" disabled={action.busy}>
        Confirm payment
      </button>
    </form>
  );
}
