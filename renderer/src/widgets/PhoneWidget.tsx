import type { WidgetProps } from "@rjsf/utils";
import { describedBy } from "../theme/fieldText.ts";
import { formatPhone } from "./formatPhone.ts";

/** A telephone number, reformatted to 123-456-7890 as it is typed. */
export function PhoneWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, schema } = props;
  const hasError = Boolean(rawErrors?.length);
  return (
    <input
      id={id}
      name={id}
      type="tel"
      autoComplete="tel"
      inputMode="numeric"
      className={`govuk-input govuk-input--width-10${hasError ? " govuk-input--error" : ""}`}
      value={typeof value === "string" ? value : ""}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={hasError || undefined}
      aria-describedby={describedBy(id, Boolean(schema.description), hasError)}
      onChange={(e) => onChange(e.target.value === "" ? undefined : formatPhone(e.target.value))}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
