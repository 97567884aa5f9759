import { useState, type FormEvent } from "react";
import { toast } from "../layout/toast.ts";
import { Dialog } from "../accounts/Dialog.tsx";
import { FieldGroup } from "../accounts/fields/FieldGroup.tsx";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";
import { describedBy } from "../theme/fieldText.ts";
import { CorrectionFiles } from "./CorrectionFiles.tsx";
import { SubmitOrCancel } from "./SubmitOrCancel.tsx";
import { uploadCorrectionDocument, type ChosenFile } from "./uploadCorrectionDocument.ts";
import { useCorrectionRequest } from "./useCorrectionRequest.ts";
import type { TransactionSummary } from "./useTransactions.ts";
import { useTypeTitle } from "./useTypeTitle.ts";

/** Spec 000 §5 and §8: the correction response's messages. */
export const COMMENT_MANDATORY = "Comment is Mandatory";
export const CORRECTION_FAILED = "Error occured while responding to correction, please try again";

/**
 * Responds to a correction request: a mandatory comment and optional documents. The documents go
 * up first (as correction documents of the application), then the comment through the
 * correction-response call, so the NFA never gets a comment pointing at documents that failed.
 */
export function CorrectionResponseDialog({ transaction, onClose, onSent }: { transaction: TransactionSummary; onClose: () => void; onSent: () => void }) {
  const api = useApi();
  const title = useTypeTitle();
  const [comment, setComment] = useState("");
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const problems = [...(commentError ? [{ message: commentError, field: "correction-comment", name: "Comment" }] : []), ...(failure ? [{ message: failure }] : [])];
  const request = useCorrectionRequest(transaction.id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (!comment.trim()) {
      setCommentError(COMMENT_MANDATORY);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      for (const file of files) await uploadCorrectionDocument(api, transaction.temp_trans_id, file);
      const { msg } = await api.post<{ msg: string }>(`/transactions/${transaction.id}/correction-response`, { comment: comment.trim() });
      toast.success(msg);
      onSent();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog id="correction-response" title="Respond to Correction Request" onClose={busy ? undefined : onClose} description={`${title(transaction.app_type)}, transaction ${transaction.transaction_number ?? ""}`}>
      {/* The spec's 'Error occured while responding to correction, please try again' titles a refused response (spec 000 §8). */}
      <ErrorSummaryBox problems={problems} title={failure ? CORRECTION_FAILED : undefined} attempt={`${attempt}:${failure ?? ""}`} />
      {request && (
        <div className="govuk-inset-text">
          <h3 className="govuk-heading-s">What the NFA asked</h3>
          <p className="govuk-body">{request}</p>
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FieldGroup id="correction-comment" question="Comment" required hint="Say what you have corrected or clarified." error={commentError}>
          <textarea
            id="correction-comment"
            className={`govuk-textarea${commentError ? " govuk-textarea--error" : ""}`}
            rows={5}
            maxLength={4000}
            value={comment}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={describedBy("correction-comment", true, Boolean(commentError))}
            onChange={(e) => {
              setComment(e.target.value);
              setCommentError(e.target.value.trim() ? null : COMMENT_MANDATORY);
            }}
          />
        </FieldGroup>
        <CorrectionFiles files={files} onChange={setFiles} />
        <SubmitOrCancel busy={busy} label="Submit Response" busyLabel="Sending…" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
