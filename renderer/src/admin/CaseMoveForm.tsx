import { useState } from "react";
import type { CaseQueueRow } from "../../../engine/cases/caseQueueContract.ts";
import { RadioGroup } from "../accounts/fields/RadioGroup.tsx";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";
import { useCaseAction } from "./useCaseAction.ts";

/** The status whose move needs a comment for the applicant (what to correct; decision 0007). */
export const NEEDS_COMMENT = "Returned For Correction";
/** Spec 000 §8 'Correction', the message the server gives for the same rule. */
export const COMMENT_MANDATORY = "Comment is Mandatory";
/** The message when no status is chosen. */
export const CHOOSE_STATUS = "Choose the status to move the case to";

/**
 * The case page's one control for moving a case (issue 17): the statuses the server allows next
 * as radios, a comment (mandatory for a return for correction: what the applicant must correct,
 * shown on their corrections tab), and one button. The move carries the status the page showed,
 * so a case someone else moved meanwhile is refused (409) with the server's message and an offer
 * to reload the case (decision 0014).
 */
export function CaseMoveForm({ row, onDone, onReload }: { row: CaseQueueRow; onDone: (msg: string) => Promise<void>; onReload: () => Promise<void> }) {
  const api = useApi();
  const [status, setStatus] = useState("");
  const [comment, setComment] = useState("");
  const action = useCaseAction("The case could not be moved");
  const commentError = action.problems.find((p) => p.field === "case-comment")?.message ?? null;
  const statusError = action.problems.find((p) => p.field === "case-status")?.message ?? null;
  if (!row.next_statuses.length) return <p className="govuk-body">This case is closed: it moves no further.</p>;
  const submit = () =>
    action.run([...(status ? [] : [{ message: CHOOSE_STATUS, field: "case-status" }]), ...(status === NEEDS_COMMENT && !comment.trim() ? [{ message: COMMENT_MANDATORY, field: "case-comment", name: "Comment" }] : [])], async () => {
      const moved = await api.post<{ msg: string }>(`/admin/cases/${row.id}/status`, { status, expected_status: row.status, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      setStatus("");
      setComment("");
      await onDone(moved.msg);
    });
  return (
    <form
      noValidate
      aria-label="Move the case"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ErrorSummaryBox problems={action.problems} attempt={action.attempt} />
      {action.stale && (
        <button
          type="button"
          className="govuk-button govuk-button--secondary"
          onClick={() => {
            action.clear();
            void onReload();
          }}
        >
          Reload the case
        </button>
      )}
      <RadioGroup id="case-status" legend="Move the case to" required value={status} error={statusError} options={row.next_statuses.map((value) => ({ value }))} onChange={setStatus} />
      <div className={`govuk-form-group${commentError ? " govuk-form-group--error" : ""}`}>
        <label className="govuk-label" htmlFor="case-comment">
          {status === NEEDS_COMMENT ? "Comment: what must the applicant correct?" : "Comment (Optional)"}
        </label>
        <div id="case-comment__hint" className="govuk-hint">
          Recorded in the history; a return for correction shows it to the applicant.
        </div>
        <ErrorMessage id="case-comment" errors={commentError ? [commentError] : []} />
        <textarea id="case-comment" className={`govuk-textarea${commentError ? " govuk-textarea--error" : ""}`} rows={4} maxLength={4000} value={comment} aria-invalid={commentError ? true : undefined} aria-describedby={`case-comment__hint${commentError ? " case-comment__error" : ""}`} onChange={(e) => setComment(e.target.value)} />
      </div>
      <button type="submit" className="govuk-button" disabled={action.busy}>
        Move case
      </button>
    </form>
  );
}
