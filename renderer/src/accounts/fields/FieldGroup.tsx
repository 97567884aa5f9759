import type { ReactNode } from "react";
import { ErrorMessage } from "../../theme/ErrorMessage.tsx";
import { describedBy, fieldLabel } from "../../theme/fieldText.ts";

/**
 * A GOV.UK form group around the account forms' controls: the question ('(Optional)' unless
 * required), the hint and the error with the ids describedBy names. One control is named by a
 * label; several (radios, checkboxes) by the legend of a fieldset that carries the id.
 */
export function FieldGroup(props: { id: string; question: string; required?: boolean; hint?: string; error: string | null; fieldset?: boolean; children: ReactNode }) {
  const { id, question, required, hint, error, fieldset, children } = props;
  const notes = (
    <>
      {hint && (
        <div id={`${id}__hint`} className="govuk-hint">
          {hint}
        </div>
      )}
      <ErrorMessage id={id} errors={error ? [error] : []} />
    </>
  );
  return (
    <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
      {fieldset ? (
        <fieldset className="govuk-fieldset" id={id} aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}>
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{fieldLabel(question, required)}</legend>
          {notes}
          {children}
        </fieldset>
      ) : (
        <>
          <label className="govuk-label" htmlFor={id}>
            {fieldLabel(question, required)}
          </label>
          {notes}
          {children}
        </>
      )}
    </div>
  );
}
