import { useState } from "react";
import { ErrorMessage } from "../../theme/ErrorMessage.tsx";
import { describedBy, fieldLabel } from "../../theme/fieldText.ts";
import { readFileAsDataUrl } from "../../widgets/readFileAsDataUrl.ts";
import type { Binding } from "./TextField.tsx";

/** Spec 000 §9: identity documents are pictures or PDFs. */
export const DOCUMENT_ACCEPT = [".pdf", ".jpg", ".jpeg", ".png"];

/**
 * A file kept as a data URL: the accept list and the 20 MB rule are checked before it is read,
 * with the spec's messages ('Only {accept} files are accepted', the size message).
 */
export function FileField(props: Binding & { label: string; accept: string[]; required?: boolean; hint?: string }) {
  const { id, value, error, onChange, label, accept, required, hint } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <div className={`govuk-form-group${shown ? " govuk-form-group--error" : ""}`}>
      <label className="govuk-label" htmlFor={id}>
        {fieldLabel(label, required)}
      </label>
      {hint && (
        <div id={`${id}__hint`} className="govuk-hint">
          {hint}
        </div>
      )}
      <ErrorMessage id={id} errors={shown ? [shown] : []} />
      <input
        id={id}
        name={id}
        type="file"
        className={`govuk-file-upload${shown ? " govuk-file-upload--error" : ""}`}
        accept={accept.join(",")}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(shown))}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const read = await readFileAsDataUrl(file, accept);
          if ("error" in read) {
            setProblem(read.error);
            event.target.value = "";
            return;
          }
          setProblem(null);
          onChange(read.dataUrl);
        }}
      />
      {value.startsWith("data:") && (
        <p className="govuk-body-s" role="status">
          A file is attached.{" "}
          <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => onChange("")}>
            Remove file
          </button>
        </p>
      )}
    </div>
  );
}
