import { useState } from "react";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { DialogForm } from "./DialogForm.tsx";

/** The status whose move needs a comment for the applicant (what to correct; decision 0007). */
export const NEEDS_COMMENT = "Returned For Correction";
/** Spec 000 §8 'Correction', the message the server gives for the same rule. */
export const COMMENT_MANDATORY = "Comment is Mandatory";

/**
 * Moves one case to a status the server allows next, with a comment for the audit trail; a
 * return for correction must say what to correct. 'Licence Approved' issues the licence. The move
 * carries the status the queue showed (`from`), so a case someone else moved meanwhile is refused
 * with the server's message instead of being moved twice (decision 0014).
 */
export function CaseMoveDialog({ caseId, transactionNumber, from, status, onClose, onMoved }: { caseId: number; transactionNumber: string; from: string; status: string; onClose: () => void; onMoved: (msg: string) => Promise<void> }) {
  const api = useApi();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const needsComment = status === NEEDS_COMMENT;
  const submit = async () => {
    setAttempt((n) => n + 1);
    setError(null);
    if (needsComment && !comment.trim()) {
      setCommentError(COMMENT_MANDATORY);
      return;
    }
    setCommentError(null);
    setBusy(true);
    try {
      await onMoved((await api.post<{ msg: string }>(`/admin/cases/${caseId}/status`, { status, expected_status: from, ...(comment.trim() ? { comment: comment.trim() } : {}) })).msg);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The case could not be moved");
      setBusy(false);
    }
  };
  return (
    <DialogForm id="move-case" title={`${status}: ${transactionNumber}`} submitLabel="Confirm" busy={busy} error={error} problems={commentError ? [{ message: commentError, field: "case-comment", name: "Comment" }] : []} attempt={attempt} onSubmit={() => void submit()} onClose={onClose}>
      <div className={`govuk-form-group${commentError ? " govuk-form-group--error" : ""}`}>
        <label className="govuk-label" htmlFor="case-comment">
          {needsComment ? "Comment: what must the applicant correct?" : "Comment (Optional)"}
        </label>
        <ErrorMessage id="case-comment" errors={commentError ? [commentError] : []} />
        <textarea id="case-comment" className={`govuk-textarea${commentError ? " govuk-textarea--error" : ""}`} rows={4} maxLength={4000} value={comment} aria-invalid={commentError ? true : undefined} aria-describedby={commentError ? "case-comment__error" : undefined} onChange={(e) => setComment(e.target.value)} />
      </div>
    </DialogForm>
  );
}
