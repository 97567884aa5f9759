/** A dialog form's buttons: submit (showing `busyLabel` while its call runs) and Cancel, both disabled meanwhile. */
export function SubmitOrCancel({ busy, label, busyLabel, onCancel }: { busy: boolean; label: string; busyLabel: string; onCancel: () => void }) {
  return (
    <div className="govuk-button-group">
      <button type="submit" className="govuk-button" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="govuk-button govuk-button--secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </div>
  );
}
