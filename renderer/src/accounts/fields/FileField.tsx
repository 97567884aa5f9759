import { describedBy } from "../../theme/fieldText.ts";
import { FieldGroup } from "./FieldGroup.tsx";
import type { Binding } from "./TextField.tsx";
import { useFileChoice } from "./useFileChoice.ts";

/** Spec 000 §9: identity documents are pictures or PDFs. */
export const DOCUMENT_ACCEPT = [".pdf", ".jpg", ".jpeg", ".png"];

/**
 * A file kept as a data URL: the accept list and the 20 MB rule are checked before it is read,
 * with the spec's messages ('Only {accept} files are accepted', the size message).
 */
export function FileField(props: Binding & { label: string; accept: string[]; required?: boolean; hint?: string }) {
  const { id, value, error, onChange, label, accept, required, hint } = props;
  const { problem, choose } = useFileChoice(accept, onChange);
  const shown = problem ?? error;
  return (
    <FieldGroup id={id} question={label} required={required} hint={hint} error={shown}>
      <input
        id={id}
        name={id}
        type="file"
        className={`govuk-file-upload${shown ? " govuk-file-upload--error" : ""}`}
        accept={accept.join(",")}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(shown))}
        onChange={choose}
      />
      {value.startsWith("data:") && (
        <p className="govuk-body-s" role="status">
          A file is attached.{" "}
          <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => onChange("")}>
            Remove file
          </button>
        </p>
      )}
    </FieldGroup>
  );
}
