import type { WidgetProps } from "@rjsf/utils";
import { useRef } from "react";
import { useFileChoice } from "../accounts/fields/useFileChoice.ts";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { describedBy } from "../theme/fieldText.ts";

/**
 * A file kept in the answers as a data URL (a letter's supporting document, an uploaded
 * signature), with the accept list and size rule checked before it is read.
 */
export function FileWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, options, rawErrors, schema } = props;
  const accept = (options.accept as string[] | undefined) ?? [".pdf", ".jpg", ".jpeg", ".png"];
  // The read finishes later: by then RJSF has a newer onChange, which knows the answers given meanwhile.
  const change = useRef(onChange);
  change.current = onChange;
  const { problem, choose } = useFileChoice(accept, (dataUrl) => change.current(dataUrl));
  const errors = [...(problem ? [problem] : []), ...(rawErrors ?? [])];
  const chosen = typeof value === "string" && value.startsWith("data:");
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
          A file is attached.{" "}
          <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => onChange(undefined)} disabled={disabled || readonly}>
            Remove file
          </button>
        </p>
      )}
    </div>
  );
}
