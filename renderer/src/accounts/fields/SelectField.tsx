import { ErrorMessage } from "../../theme/ErrorMessage.tsx";
import { describedBy, fieldLabel } from "../../theme/fieldText.ts";
import type { Binding } from "./TextField.tsx";

/** A labelled select over a list of values, starting at 'Select'. */
export function SelectField(props: Binding & { label: string; options: readonly string[]; required?: boolean; hint?: string }) {
  const { id, value, error, onChange, label, options, required, hint } = props;
  return (
    <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
      <label className="govuk-label" htmlFor={id}>
        {fieldLabel(label, required)}
      </label>
      {hint && (
        <div id={`${id}__hint`} className="govuk-hint">
          {hint}
        </div>
      )}
      <ErrorMessage id={id} errors={error ? [error] : []} />
      <select id={id} name={id} className={`govuk-select${error ? " govuk-select--error" : ""}`} value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, Boolean(hint), Boolean(error))} onChange={(e) => onChange(e.target.value)}>
        <option value="">Select</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
