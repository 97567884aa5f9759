import type { BaseInputTemplateProps } from "@rjsf/utils";
import { getInputProps } from "@rjsf/utils";
import type { ChangeEvent } from "react";
import { resolveDate } from "../../../engine/validation/resolveDate.ts";
import { describedBy } from "./fieldText.ts";

/** The engine's default earliest date (spec 000 §5: 225 years before today). */
const DEFAULT_MIN = "today-225y";

/** A text, number, email or date input in GOV.UK style, described by its hint and error. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, rawErrors, type, placeholder } = props;
  const inputProps = getInputProps(schema, type, options);
  // Date pickers offer only the dates the engine accepts (minDate/maxDate relative to today).
  const today = (props.registry.formContext as { today?: string } | undefined)?.today;
  const field = schema as { format?: string; minDate?: string; maxDate?: string };
  const dateBounds =
    today && (field.format === "date" || field.format === "date-time")
      ? {
          min: (resolveDate(field.minDate ?? DEFAULT_MIN, today) ?? "") + (field.format === "date-time" ? "T00:00" : ""),
          ...(field.maxDate ? { max: (resolveDate(field.maxDate, today) ?? "") + (field.format === "date-time" ? "T23:59" : "") } : {}),
        }
      : {};
  const hasError = Boolean(rawErrors?.length);
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === "" ? options.emptyValue : inputProps.type === "number" ? Number(event.target.value) : event.target.value);
  return (
    <input
      id={id}
      name={id}
      className={`govuk-input${hasError ? " govuk-input--error" : ""}`}
      {...inputProps}
      {...dateBounds}
      value={value === undefined || value === null ? "" : String(value)}
      required={required}
      // A read-only value (computed, or bound to the profile) is read, not switched off: readonly keeps
      // it in the tab order and announced with its value, in full-contrast text (issue 26), where
      // disabled greyed it out as unavailable.
      disabled={disabled}
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
