import type { HTMLInputTypeAttribute } from "react";
import { describedBy } from "../../theme/fieldText.ts";
import { FieldGroup } from "./FieldGroup.tsx";

/** What a form hands a field: its id, value, shown error and how to change it. */
export interface Binding {
  id: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
}

export interface TextFieldProps extends Binding {
  label: string;
  required?: boolean;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  readOnly?: boolean;
  disabled?: boolean;
  /** Reformats what is typed (a telephone number as 123-456-7890). */
  format?: (input: string) => string;
  min?: string;
  max?: string;
  className?: string;
}

/** A labelled GOV.UK text input whose hint and error are linked by aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { id, value, error, onChange, label, required, hint, type = "text", autoComplete, readOnly, disabled, format, min, max, className } = props;
  return (
    // A read-only or disabled field is not asked for, so it carries no '(Optional)'.
    <FieldGroup id={id} question={label} required={required || readOnly || disabled} hint={hint} error={error}>
      <input
        id={id}
        name={id}
        type={type}
        className={`govuk-input${className ? ` ${className}` : ""}${error ? " govuk-input--error" : ""}`}
        value={value}
        autoComplete={autoComplete}
        readOnly={readOnly}
        disabled={disabled}
        min={min}
        max={max}
        inputMode={type === "tel" ? "numeric" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        onChange={(e) => onChange(format ? format(e.target.value) : e.target.value)}
      />
    </FieldGroup>
  );
}
