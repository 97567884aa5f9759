import { useState } from "react";
import { CorrectionNote } from "./CorrectionNote.tsx";
import { CorrectionResponseDialog } from "./CorrectionResponseDialog.tsx";
import { isReturned } from "./statuses.ts";
import { TransactionsState } from "./TransactionsState.tsx";
import { TransactionsTable } from "./TransactionsTable.tsx";
import { useTransactions, type TransactionSummary } from "./useTransactions.ts";

/**
 * 'Returned For Corrections': applications the NFA returned, each with what the NFA asked to be
 * corrected (issue 17); the applicant responds with a comment and documents (spec 000 §4).
 */
export function CorrectionsTab() {
  const state = useTransactions();
  const [responding, setResponding] = useState<TransactionSummary | null>(null);
  return (
    <TransactionsState state={state}>
      {(transactions) => {
        const returned = transactions.filter((t) => isReturned(t.status));
        return (
          <>
            <TransactionsTable
              caption="Applications returned for corrections"
              rows={returned}
              date="submitted"
              empty="No applications are waiting for corrections."
              action={(row) => (
                <button type="button" className="govuk-button govuk-!-margin-bottom-0" onClick={() => setResponding(row)} aria-label={`Respond to ${row.transaction_number ?? "this application"}`}>
                  Respond
                </button>
              )}
            />
            {returned.map((t) => (
              <CorrectionNote key={t.id} transaction={t} />
            ))}
            {responding && (
              <CorrectionResponseDialog
                transaction={responding}
                onClose={() => setResponding(null)}
                onSent={() => {
                  setResponding(null);
                  state.reload();
                }}
              />
            )}
          </>
        );
      }}
    </TransactionsState>
  );
}
