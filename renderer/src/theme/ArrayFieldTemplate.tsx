import type { ArrayFieldTemplateProps } from "@rjsf/utils";
import { ErrorMessage } from "./ErrorMessage.tsx";
import { fieldLabel } from "./fieldText.ts";

/**
 * A repeatable table (vessel owners, engines, vessel names, directors, log rows): each row in its
 * own group, 'Add' below. Rows keep a Delete button while more than one exists (see ArrayFieldItemTemplate).
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, title, rawErrors, fieldPathId, required, schema, disabled, readonly } = props;
  const id = fieldPathId.$id;
  return (
    <div className={`govuk-form-group${rawErrors?.length ? " govuk-form-group--error" : ""}`}>
      <fieldset className="govuk-fieldset" id={id} aria-describedby={rawErrors?.length ? `${id}__error` : undefined}>
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{fieldLabel(title, required)}</legend>
        {schema.description && <div className="govuk-hint">{schema.description}</div>}
        <ErrorMessage id={id} errors={rawErrors} />
        {items}
        {canAdd && !disabled && !readonly && (
          <button type="button" className="govuk-button govuk-button--secondary" onClick={onAddClick}>
            Add {schema.items && typeof schema.items === "object" && "title" in schema.items && schema.items.title ? String(schema.items.title) : "another"}
          </button>
        )}
      </fieldset>
    </div>
  );
}
