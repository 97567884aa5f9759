import { useRef, useState } from "react";
import { toast } from "../layout/toast.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { DraftCard } from "./DraftCard.tsx";
import { formatLastSaved } from "./formatLastSaved.ts";
import { isDraft } from "./statuses.ts";
import { TransactionsState } from "./TransactionsState.tsx";
import { useResumeDraft } from "./useResumeDraft.ts";
import { useTransactions, type TransactionSummary } from "./useTransactions.ts";
import { useTypeTitle } from "./useTypeTitle.ts";

/**
 * A draft that was saved at least once. Opening a tile makes an empty draft at once (the
 * temporary id); those hold nothing to resume and are not listed.
 */
const saved = (t: TransactionSummary) => isDraft(t.status) && Object.keys(t.application_details ?? {}).length > 0;

/** What the confirmation names of a draft: its type and first choices. */
const described = (title: string, draft: TransactionSummary) => [title, ...(draft.draft_progress?.choices ?? []).map((c) => c.value)].join(", ");

/**
 * 'Draft Applications' (spec 000 §2, §4): one card per saved draft with what tells it from the
 * others (issue 14): its type, the choices made, when it was last saved and the step it resumes
 * at; Resume, and Delete after a confirmation (DELETE /api/transactions/draft/{tempId}, decision
 * 0020). After a delete focus goes to the list, the deleted card being gone.
 */
export function DraftsTab() {
  const state = useTransactions();
  const api = useApi();
  const resume = useResumeDraft();
  const title = useTypeTitle();
  const list = useRef<HTMLDivElement>(null);
  const [resuming, setResuming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TransactionSummary | null>(null);
  async function drop(draft: TransactionSummary) {
    try {
      await api.delete<{ msg: string }>(`/transactions/draft/${encodeURIComponent(draft.temp_trans_id)}`);
      toast.success("Draft deleted");
      setDeleting(null);
      state.reload();
      list.current?.focus();
    } catch (error) {
      toast.error((error as Error).message);
    }
  }
  return (
    <TransactionsState state={state}>
      {(transactions) => {
        const drafts = transactions.filter(saved);
        if (!drafts.length) return <p className="govuk-body">You have no draft applications.</p>;
        return (
          <div ref={list} tabIndex={-1} className="nfa-drafts">
            <ul className="govuk-list" aria-label="Your draft applications">
              {drafts.map((draft) => (
                <li key={draft.id}>
                  <DraftCard
                    draft={draft}
                    title={title(draft.app_type)}
                    busy={resuming !== null}
                    resuming={resuming === draft.id}
                    onResume={() => {
                      setResuming(draft.id);
                      void resume(draft).finally(() => setResuming(null));
                    }}
                    onDelete={() => setDeleting(draft)}
                  />
                </li>
              ))}
            </ul>
            {deleting && (
              <ConfirmDialog
                id="delete-draft"
                title="Delete this draft?"
                question={`Your draft ${described(title(deleting.app_type), deleting)}, last saved ${formatLastSaved(deleting.updated_at)}, and the documents uploaded to it will be deleted. This cannot be undone.`}
                confirmLabel="Delete draft"
                warning
                onConfirm={() => drop(deleting)}
                onClose={() => setDeleting(null)}
              />
            )}
          </div>
        );
      }}
    </TransactionsState>
  );
}
