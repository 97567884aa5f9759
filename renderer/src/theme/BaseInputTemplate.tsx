import type { BaseInputTemplateProps } from "@rjsf/utils";
import { getInputProps } from "@rjsf/utils";
import type { ChangeEvent } from "react";
import { describedBy } from "./fieldText.ts";

/** A text, number, email or date input in GOV.UK style, described by its hint and error. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, rawErrors, type, placeholder } = props;
  const inputProps = getInputProps(schema, type, options);
  const hasError = Boolean(rawErrors?.length);
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === "" ? options.emptyValue : inputProps.type === "number" ? Number(event.target.value) : event.target.value);
  return (
    <input
      id={id}
      name={id}
      className={`govuk-input${hasError ? " govuk-input--error" : ""}`}
      {...inputProps}
      value={value === undefined || value === null ? "" : String(value)}
      required={required}
      disabled={disabled || readonly}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-invalid={hasError || undefined}
      aria-describedby={describedBy(id, Boolean(schema.description), hasError)}
      onChange={change}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
