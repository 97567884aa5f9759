import type { WidgetProps } from "@rjsf/utils";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { describedBy } from "../theme/fieldText.ts";

/**
 * One yes/no tick box (the declaration's acknowledgement, a gear used on the vessel): its own
 * label beside the box, no legend repeating it (GOV.UK's single checkbox), the hint and error
 * linked to the box.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, label, value, disabled, readonly, onChange, rawErrors, schema } = props;
  const hasError = Boolean(rawErrors?.length);
  const hint = schema.description;
  return (
    <div className={`govuk-form-group${hasError ? " govuk-form-group--error" : ""}`} id={`${id}-group`}>
      {hint && (
        <div id={`${id}__hint`} className="govuk-hint">
          {hint}
        </div>
      )}
      <ErrorMessage id={id} errors={rawErrors} />
      <div className="govuk-checkboxes govuk-checkboxes--small">
        <div className="govuk-checkboxes__item">
          <input
            className="govuk-checkboxes__input"
            id={id}
            name={id}
            type="checkbox"
            checked={value === true}
            disabled={disabled || readonly}
            aria-describedby={describedBy(id, Boolean(hint), hasError)}
            onChange={(e) => onChange(e.target.checked ? true : undefined)}
          />
          <label className="govuk-label govuk-checkboxes__label" htmlFor={id}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}
