import { FieldGroup } from "./FieldGroup.tsx";

/** Several choices in a fieldset (the education levels of spec 000 §3). */
export function CheckboxGroup(props: { id: string; legend: string; options: readonly string[]; values: string[]; onChange(values: string[]): void; error: string | null; required?: boolean; hint?: string }) {
  const { id, legend, options, values, onChange, error, required, hint } = props;
  return (
    <FieldGroup id={id} question={legend} required={required} hint={hint} error={error} fieldset>
      <div className="govuk-checkboxes govuk-checkboxes--small">
        {options.map((option, index) => (
          <div className="govuk-checkboxes__item" key={option}>
            <input
              className="govuk-checkboxes__input"
              id={`${id}-${index}`}
              name={id}
              type="checkbox"
              value={option}
              checked={values.includes(option)}
              onChange={(e) => onChange(e.target.checked ? [...values, option] : values.filter((v) => v !== option))}
            />
            <label className="govuk-label govuk-checkboxes__label" htmlFor={`${id}-${index}`}>
              {option}
            </label>
          </div>
        ))}
      </div>
    </FieldGroup>
  );
}
