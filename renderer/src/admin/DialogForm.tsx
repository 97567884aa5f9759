import type { ReactNode } from "react";
import { Dialog } from "../accounts/Dialog.tsx";

/**
 * A small form in a modal dialog (confirm a payment, move a case, log in): its fields, a message
 * when the last try failed, the action button and Cancel. Enter submits, Escape cancels.
 */
export function DialogForm(props: { id: string; title: string; description?: string; error?: string | null; submitLabel: string; busy: boolean; onSubmit: () => void; onClose: () => void; children: ReactNode }) {
  const { id, title, description, error, submitLabel, busy, onSubmit, onClose, children } = props;
  return (
    <Dialog id={id} title={title} onClose={onClose} description={description}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {error && (
          <p className="govuk-error-message" role="alert">
            {error}
          </p>
        )}
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
