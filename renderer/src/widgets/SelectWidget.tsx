import type { WidgetProps } from "@rjsf/utils";
import { describedBy } from "../theme/fieldText.ts";

/** A drop-down list (regions, ports, parishes) in GOV.UK style, with an empty first choice. */
export function SelectWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors, schema } = props;
  const hasError = Boolean(rawErrors?.length);
  const enumDisabled = (options.enumDisabled ?? []) as unknown[];
  return (
    <select
      id={id}
      name={id}
      className={`govuk-select${hasError ? " govuk-select--error" : ""}`}
      value={value === undefined || value === null ? "" : String(value)}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={hasError || undefined}
      aria-describedby={describedBy(id, Boolean(schema.description), hasError)}
      onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      <option value="">Choose…</option>
      {(options.enumOptions ?? []).map((option) => (
        <option key={String(option.value)} value={String(option.value)} disabled={enumDisabled.includes(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
