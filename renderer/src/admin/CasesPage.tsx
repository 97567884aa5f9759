import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { Dialog } from "../accounts/Dialog.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import type { ReportRow } from "./ReportTable.tsx";
import { ReportTable } from "./ReportTable.tsx";
import { TransactionDetailDialog } from "./TransactionDetailDialog.tsx";

type Case = ReportRow & { payment_pending: boolean; next_statuses: string[] };

/** The status whose move needs a comment for the applicant (what to correct). */
const NEEDS_COMMENT = "Returned For Correction";

/**
 * /admin/cases (issue 7: case processing, which the spec does not show): the queue of submitted
 * applications, oldest first; each moves only to the statuses the server allows next, a return for
 * correction says why, and an offline payment (cash, cheque, transfer) is confirmed here.
 */
export function CasesPage() {
  const api = useApi();
  const [cases, setCases] = useState<Case[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ row: Case; status: string } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const load = useCallback(
    () =>
      api.get<{ msg: string; cases: Case[] }>("/admin/cases").then((found) => {
        setCases(found.cases);
        setMessage(found.msg);
      }),
    [api],
  );
  useEffect(() => void load(), [load]);
  const confirmPayment = async (row: Case) => {
    try {
      toast.success((await api.post<{ msg: string }>(`/admin/cases/${row.id}/confirm-payment`, {})).msg);
      await load();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "The payment could not be confirmed");
    }
  };
  if (!cases) return <p className="govuk-body" role="status">Loading…</p>;
  return (
    <>
      <h1 className="govuk-heading-xl">Case Processing</h1>
      <p className="govuk-body">Applications submitted to the Authority, oldest first. Move each to its next status; a return for correction tells the applicant what to correct, and approving a licence issues it.</p>
      {message && (
        <p className="govuk-body" role="status">
          {message}
        </p>
      )}
      <ReportTable
        caption="Submitted applications"
        rows={cases}
        action={(row) => {
          const item = row as Case;
          return (
            <div className="nfa-admin-actions">
              <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-1" onClick={() => setViewing(item.id)}>
                View <span className="govuk-visually-hidden">{item.transaction_number}</span>
              </button>
              {item.payment_pending && (
                <button type="button" className="govuk-button govuk-!-margin-bottom-1" onClick={() => void confirmPayment(item)}>
                  Confirm payment <span className="govuk-visually-hidden">of {item.transaction_number}</span>
                </button>
              )}
              {item.next_statuses.map((status) => (
                <button key={status} type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-1" onClick={() => setMoving({ row: item, status })}>
                  {status} <span className="govuk-visually-hidden">for {item.transaction_number}</span>
                </button>
              ))}
            </div>
          );
        }}
      />
      {moving && (
        <MoveDialog
          row={moving.row}
          status={moving.status}
          onClose={() => setMoving(null)}
          onMoved={async (msg) => {
            toast.success(msg);
            setMoving(null);
            await load();
          }}
        />
      )}
      {viewing !== null && <TransactionDetailDialog id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}

function MoveDialog({ row, status, onClose, onMoved }: { row: Case; status: string; onClose: () => void; onMoved: (msg: string) => Promise<void> }) {
  const api = useApi();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const needsComment = status === NEEDS_COMMENT;
  const submit = async () => {
    if (needsComment && !comment.trim()) {
      setError("Say what the applicant must correct");
      return;
    }
    try {
      await onMoved((await api.post<{ msg: string }>(`/admin/cases/${row.id}/status`, { status, ...(comment.trim() ? { comment: comment.trim() } : {}) })).msg);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The case could not be moved");
    }
  };
  return (
    <Dialog id="move-case" title={`${status}: ${row.transaction_number}`} onClose={onClose}>
      <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
        <label className="govuk-label" htmlFor="case-comment">
          {needsComment ? "What must the applicant correct?" : "Comment (Optional)"}
        </label>
        {error && (
          <p id="case-comment__error" className="govuk-error-message">
            <span className="govuk-visually-hidden">Error:</span> {error}
          </p>
        )}
        <textarea id="case-comment" className="govuk-textarea" rows={4} maxLength={4000} value={comment} aria-describedby={error ? "case-comment__error" : undefined} onChange={(e) => setComment(e.target.value)} />
      </div>
      <div className="govuk-button-group">
        <button type="button" className="govuk-button" onClick={() => void submit()}>
          Confirm
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
