import { fieldId } from "../wizard/ErrorSummary.tsx";
import { documentPointer, type Need } from "./documentErrors.ts";

/**
 * One document of the documents stage: its name ('(Optional)' when it is), what it is and why this
 * application needs it (the definition's `reason`, in plain words; the engine's trace is for staff),
 * the accepted types, whether it is uploaded (or attached on this phone, waiting to be sent), and Upload or Remove. A failed Next or a refused file
 * shows its error inline, GOV.UK style; the input carries the id the error summary links to.
 */
export function DocumentRow({ need, error, busy, onUpload, onRemove, onRemoveKept }: { need: Need; error: string | null; busy: boolean; onUpload: (file: File | undefined) => void; onRemove: (id: number) => void; onRemoveKept: (outboxItem: number) => void }) {
  const kept = need.upload?.kept;
  const id = fieldId(documentPointer(need.key));
  return (
    <tr className="govuk-table__row">
      <td className="govuk-table__cell" data-label="Document">
        {need.name}
        {need.required ? "" : " (Optional)"}
        {need.description && <div className="govuk-hint govuk-!-margin-bottom-1">{need.description}</div>}
        {need.reason && <div className="govuk-body-s govuk-!-margin-bottom-0 nfa-reason">{need.reason}</div>}
      </td>
      <td className="govuk-table__cell" data-label="Accepted types">{need.accept.join(", ")}</td>
      <td className="govuk-table__cell" data-label="Status">{kept !== undefined ? <strong className="govuk-tag govuk-tag--blue">On this phone: {need.upload?.file_name}</strong> : need.uploaded ? <strong className="govuk-tag govuk-tag--green">Uploaded: {need.upload?.file_name}</strong> : <strong className="govuk-tag govuk-tag--grey">Not uploaded</strong>}</td>
      <td className="govuk-table__cell" data-label="Action">
        {need.uploaded && need.upload ? (
          <button type="button" className="govuk-button govuk-button--warning govuk-!-margin-bottom-0" onClick={() => (kept === undefined ? onRemove(need.upload!.id) : onRemoveKept(kept))}>
            Remove <span className="govuk-visually-hidden">{need.name}</span>
          </button>
        ) : (
          <div className={`govuk-form-group govuk-!-margin-bottom-0${error ? " govuk-form-group--error" : ""}`}>
            <label className="govuk-label govuk-visually-hidden" htmlFor={id}>
              Upload {need.name}
            </label>
            {error && (
              <p id={`${id}__error`} className="govuk-error-message">
                <span className="govuk-visually-hidden">Error:</span> {error}
              </p>
            )}
            <input
              id={id}
              type="file"
              className={`govuk-file-upload${error ? " govuk-file-upload--error" : ""}`}
              accept={need.accept.join(",")}
              disabled={busy}
              aria-describedby={error ? `${id}__error` : undefined}
              onChange={(e) => onUpload(e.target.files?.[0])}
            />
          </div>
        )}
      </td>
    </tr>
  );
}
