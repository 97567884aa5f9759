import { useEffect, useRef } from "react";
import { StatusCheckForm } from "./StatusCheckForm.tsx";
import { StatusResults } from "./StatusResults.tsx";
import { useStatusCheck } from "./useStatusCheck.ts";

/**
 * The 'Application Status' dialog the header opens (spec 000 §2 'Status check'): a modal with the
 * Transaction Number field and the results. Focus moves to the field when it opens; Escape or
 * Close shuts it and the opener takes focus back (onClose).
 */
export function StatusDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { check, run, reset } = useStatusCheck();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom and old browsers lack showModal: the open attribute still shows the dialog.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      input.current?.focus();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
      reset();
    }
  }, [open, reset]);

  return (
    <dialog
      ref={ref}
      className="nfa-dialog nfa-status-dialog"
      aria-labelledby="status-dialog-title"
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Browsers without showModal send no cancel event.
        if (event.key === "Escape") onClose();
      }}
    >
      {open && (
        <>
          <h2 className="govuk-heading-l" id="status-dialog-title">
            Application Status
          </h2>
          <StatusCheckForm busy={check.state === "checking"} onCheck={(n) => void run(n)} inputRef={input} />
          <StatusResults check={check} onNavigate={onClose} />
          <button type="button" className="govuk-button govuk-button--secondary" onClick={onClose}>
            Close
          </button>
        </>
      )}
    </dialog>
  );
}
