import type { WidgetProps } from "@rjsf/utils";
import { useRef } from "react";
import type { FieldSchema } from "../../../engine/types.ts";
import { isUploadedFile } from "../../../engine/validation/uploadedFile.ts";
import { useFileChoice } from "../accounts/fields/useFileChoice.ts";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { describedBy } from "../theme/fieldText.ts";
import { toUploadedFile } from "./readFileAsDataUrl.ts";

/**
 * A file uploaded inside the form, with the accept list and size rule checked before it is read.
 * A field declaring `x-file` (a vessel's certificate) keeps the spec's uploaded file value
 * `{name, content, contentType}` (spec 001 §3), its name shown once chosen; others (a letter's
 * supporting document, an uploaded signature) keep a data URL.
 */
export function FileWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, options, rawErrors, schema } = props;
  const rule = (schema as FieldSchema)["x-file"];
  const accept = rule?.accept ?? (options.accept as string[] | undefined) ?? [".pdf", ".jpg", ".jpeg", ".png"];
  // The read finishes later: by then RJSF has a newer onChange, which knows the answers given meanwhile.
  const change = useRef(onChange);
  change.current = onChange;
  const { problem, choose } = useFileChoice(accept, (dataUrl, file) => change.current(rule ? toUploadedFile(file.name, dataUrl) : dataUrl));
  const errors = [...(problem ? [problem] : []), ...(rawErrors ?? [])];
  const chosen = (typeof value === "string" && value.startsWith("data:")) || isUploadedFile(value);
  return (
    <div>
      <ErrorMessage id={`${id}-file`} errors={problem ? [problem] : []} />
      <input
        id={id}
        name={id}
        type="file"
        className={`govuk-file-upload${errors.length ? " govuk-file-upload--error" : ""}`}
        accept={accept.join(",")}
        disabled={disabled || readonly}
        aria-describedby={[describedBy(id, Boolean(schema.description), Boolean(rawErrors?.length)), problem ? `${id}-file__error` : ""].filter(Boolean).join(" ") || undefined}
        onChange={choose}
      />
      {chosen && (
        <p className="govuk-body-s">
          A file is attached.{isUploadedFile(value) && <> <strong className="nfa-file-name">{value.name}</strong></>}{" "}
          <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => onChange(undefined)} disabled={disabled || readonly}>
            Remove file
          </button>
        </p>
      )}
    </div>
  );
}
