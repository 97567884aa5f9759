import { useState } from "react";
import { Dialog } from "../accounts/Dialog.tsx";

/** Asks before an action that cannot be undone from here (deleting or promoting an agent). */
export function ConfirmDialog({ id, title, question, confirmLabel, warning, onConfirm, onClose }: { id: string; title: string; question: string; confirmLabel: string; warning?: boolean; onConfirm: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog id={id} title={title} description={question} onClose={busy ? undefined : onClose}>
      <div className="govuk-button-group">
        <button
          type="button"
          className={`govuk-button${warning ? " govuk-button--warning" : ""}`}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => setBusy(false));
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
