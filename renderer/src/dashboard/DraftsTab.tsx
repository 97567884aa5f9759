import { useState } from "react";
import { isDraft } from "./statuses.ts";
import { TransactionsState } from "./TransactionsState.tsx";
import { TransactionsTable } from "./TransactionsTable.tsx";
import { useResumeDraft } from "./useResumeDraft.ts";
import { useTransactions, type TransactionSummary } from "./useTransactions.ts";
import { useTypeTitle } from "./useTypeTitle.ts";

/**
 * A draft that was saved at least once. Opening a tile makes an empty draft at once (the
 * temporary id); those hold nothing to resume and are not listed.
 */
const saved = (t: TransactionSummary) => isDraft(t.status) && Object.keys(t.application_details ?? {}).length > 0;

/** 'Draft Applications': saved drafts, each with Resume (spec 000 §2, §4). */
export function DraftsTab() {
  const state = useTransactions();
  const resume = useResumeDraft();
  const title = useTypeTitle();
  const [resuming, setResuming] = useState<number | null>(null);
  return (
    <TransactionsState state={state}>
      {(transactions) => (
        <TransactionsTable
          caption="Your draft applications"
          rows={transactions.filter(saved)}
          date="saved"
          empty="You have no draft applications."
          action={(row) => (
            <button
              type="button"
              className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
              disabled={resuming !== null}
              aria-label={`Resume draft ${title(row.app_type)}`}
              onClick={() => {
                setResuming(row.id);
                void resume(row).finally(() => setResuming(null));
              }}
            >
              {resuming === row.id ? "Opening…" : "Resume"}
            </button>
          )}
        />
      )}
    </TransactionsState>
  );
}
