import type { ReactNode } from "react";
import { Dialog } from "../accounts/Dialog.tsx";
import { ErrorSummaryBox, type Problem } from "../theme/ErrorSummaryBox.tsx";

/**
 * A small form in a modal dialog (confirm a payment, move a case, log in): its fields, the error
 * summary of the last try (the field `problems`, linked to their fields, then the server's
 * refusal `error`), the action button and Cancel. Enter submits, Escape cancels. The summary
 * takes focus at each new `attempt` (or new refusal).
 */
export function DialogForm(props: { id: string; title: string; description?: string; error?: string | null; problems?: Problem[]; attempt?: unknown; submitLabel: string; busy: boolean; onSubmit: () => void; onClose: () => void; children: ReactNode }) {
  const { id, title, description, error, problems = [], attempt, submitLabel, busy, onSubmit, onClose, children } = props;
  return (
    <Dialog id={id} title={title} onClose={onClose} description={description}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <ErrorSummaryBox problems={[...problems, ...(error ? [{ message: error }] : [])]} attempt={`${String(attempt ?? "")}:${error ?? ""}`} />
        {children}
        <div className="govuk-button-group">
          <button type="submit" className="govuk-button" disabled={busy}>
            {submitLabel}
          </button>
          <button type="button" className="govuk-button govuk-button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
