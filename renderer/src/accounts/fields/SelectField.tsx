import { describedBy } from "../../theme/fieldText.ts";
import { FieldGroup } from "./FieldGroup.tsx";
import type { Binding } from "./TextField.tsx";

/** A labelled select over a list of values, starting at 'Select'. */
export function SelectField(props: Binding & { label: string; options: readonly string[]; required?: boolean; hint?: string }) {
  const { id, value, error, onChange, label, options, required, hint } = props;
  return (
    <FieldGroup id={id} question={label} required={required} hint={hint} error={error}>
      <select id={id} name={id} className={`govuk-select${error ? " govuk-select--error" : ""}`} value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, Boolean(hint), Boolean(error))} onChange={(e) => onChange(e.target.value)}>
        <option value="">Select</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldGroup>
  );
}
