import { FieldGroup } from "./FieldGroup.tsx";
import type { Binding } from "./TextField.tsx";

export interface Option {
  value: string;
  label?: string;
}

/**
 * Radios in a fieldset whose legend is the question. Clicking the chosen radio again clears the
 * answer (spec 000 §5: 'Radio buttons can be unselected by clicking again').
 */
export function RadioGroup(props: Binding & { legend: string; options: Option[]; required?: boolean; hint?: string; inline?: boolean; disabled?: boolean }) {
  const { id, value, error, onChange, legend, options, required, hint, inline, disabled } = props;
  return (
    <FieldGroup id={id} question={legend} required={required} hint={hint} error={error} fieldset>
      <div className={`govuk-radios${inline ? " govuk-radios--inline" : ""}`}>
        {options.map((option, index) => (
          <div className="govuk-radios__item" key={option.value}>
            <input
              className="govuk-radios__input"
              id={`${id}-${index}`}
              name={id}
              type="radio"
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              onClick={() => {
                if (value === option.value) onChange("");
              }}
            />
            <label className="govuk-label govuk-radios__label" htmlFor={`${id}-${index}`}>
              {option.label ?? option.value}
            </label>
          </div>
        ))}
      </div>
    </FieldGroup>
  );
}
