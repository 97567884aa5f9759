import type { ReactNode } from "react";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { describedBy, fieldLabel } from "../theme/fieldText.ts";

/**
 * The fieldset around a group of choices: the field's label as legend, its hint and its error,
 * so a screen reader announces the question with every option (GOV.UK radios and checkboxes).
 */
export function ChoiceGroup(props: { id: string; label: string; required: boolean; hint?: string; errors?: string[]; children: ReactNode }) {
  const { id, label, required, hint, errors, children } = props;
  const hasError = Boolean(errors?.length);
  return (
    <div className={`govuk-form-group${hasError ? " govuk-form-group--error" : ""}`}>
      <fieldset className="govuk-fieldset" aria-describedby={describedBy(id, Boolean(hint), hasError)} id={id}>
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{fieldLabel(label, required)}</legend>
        {hint && (
          <div id={`${id}__hint`} className="govuk-hint">
            {hint}
          </div>
        )}
        <ErrorMessage id={id} errors={errors} />
        {children}
      </fieldset>
    </div>
  );
}
