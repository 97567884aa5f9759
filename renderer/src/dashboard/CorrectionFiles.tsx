import { useState } from "react";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { describedBy } from "../theme/fieldText.ts";
import { readFileAsDataUrl } from "../widgets/readFileAsDataUrl.ts";
import type { ChosenFile } from "./uploadCorrectionDocument.ts";

/** The file types the server takes for documents beyond the required ones (server OTHER_ACCEPT). */
export const CORRECTION_ACCEPT = [".pdf", ".jpg", ".jpeg", ".png"];

/** Optional documents for a correction reply: chosen one or more at a time, each removable before sending. */
export function CorrectionFiles({ files, onChange }: { files: ChosenFile[]; onChange: (files: ChosenFile[]) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const id = "correction-documents";
  return (
    <div className={`govuk-form-group${problem ? " govuk-form-group--error" : ""}`}>
      <label className="govuk-label" htmlFor={id}>
        Supporting Documents (Optional)
      </label>
      <div id={`${id}__hint`} className="govuk-hint">
        PDF, JPG or PNG, up to 20 MB each.
      </div>
      <ErrorMessage id={id} errors={problem ? [problem] : []} />
      <input
        id={id}
        type="file"
        multiple
        className="govuk-file-upload"
        accept={CORRECTION_ACCEPT.join(",")}
        aria-describedby={describedBy(id, true, Boolean(problem))}
        onChange={async (event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = "";
          const read: ChosenFile[] = [];
          for (const file of chosen) {
            const result = await readFileAsDataUrl(file, CORRECTION_ACCEPT);
            if ("error" in result) {
              setProblem(result.error);
              return;
            }
            read.push({ name: file.name, dataUrl: result.dataUrl });
          }
          setProblem(null);
          onChange([...files, ...read]);
        }}
      />
      {files.length > 0 && (
        <ul className="govuk-list" aria-label="Documents to send">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}{" "}
              <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => onChange(files.filter((_, i) => i !== index))} aria-label={`Remove ${file.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
