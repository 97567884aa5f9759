import type { WidgetProps } from "@rjsf/utils";
import { describedBy } from "../theme/fieldText.ts";

/** A multi-line text (addresses, descriptions, purpose of a letter). */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, schema } = props;
  const hasError = Boolean(rawErrors?.length);
  return (
    <textarea
      id={id}
      name={id}
      rows={4}
      className={`govuk-textarea${hasError ? " govuk-textarea--error" : ""}`}
      value={typeof value === "string" ? value : ""}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={hasError || undefined}
      aria-describedby={describedBy(id, Boolean(schema.description), hasError)}
      onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
