import { FieldGroup } from "../accounts/fields/FieldGroup.tsx";

/** A labelled GOV.UK select whose options show a label for a value (a type's title for its id). */
export function OptionSelect({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: ReadonlyArray<{ value: string; label: string }>; onChange: (value: string) => void }) {
  return (
    // A filter or a choice with a first 'any' option: never '(Optional)'.
    <FieldGroup id={id} question={label} required error={null}>
      <select id={id} name={id} className="govuk-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldGroup>
  );
}
