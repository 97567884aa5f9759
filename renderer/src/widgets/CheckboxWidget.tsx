import type { WidgetProps } from "@rjsf/utils";
import { ChoiceGroup } from "./ChoiceGroup.tsx";

/** One yes/no tick box (the declaration's acknowledgement), inside a labelled group with its error. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, rawErrors, schema } = props;
  return (
    <ChoiceGroup id={`${id}-group`} label={label} required={required ?? false} hint={schema.description} errors={rawErrors}>
      <div className="govuk-checkboxes govuk-checkboxes--small">
        <div className="govuk-checkboxes__item">
          <input className="govuk-checkboxes__input" id={id} name={id} type="checkbox" checked={value === true} disabled={disabled || readonly} onChange={(e) => onChange(e.target.checked ? true : undefined)} />
          <label className="govuk-label govuk-checkboxes__label" htmlFor={id}>
            {label}
          </label>
        </div>
      </div>
    </ChoiceGroup>
  );
}
