import type { FieldTemplateProps } from "@rjsf/utils";
import { getUiOptions } from "@rjsf/utils";
import { ErrorMessage } from "./ErrorMessage.tsx";
import { askedFor, fieldLabel } from "./fieldText.ts";

/** Widgets that draw their own fieldset and legend, so the field's label becomes that legend. */
export const GROUP_WIDGETS = new Set(["tiles", "radio", "checkboxes", "fishingAreaMap", "checkbox", "actionButton", "signaturePad"]);

/**
 * One field as a GOV.UK form group: label, hint, error and the input. Choice groups draw their
 * own legend (a label for a group of radios would not be announced), objects and lists their own
 * headings.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, required, displayLabel, schema, uiSchema } = props;
  if (hidden) return <div hidden>{children}</div>;
  const options = getUiOptions(uiSchema);
  const widget = String(options.widget ?? "");
  // A date (the GOV.UK date input: boxes in a fieldset) draws its own legend, like a choice group.
  const dateInput = ["", "date", "date-time", "datetime"].includes(widget) && (schema.format === "date" || schema.format === "date-time");
  const container = schema.type === "object" || schema.type === "array" || GROUP_WIDGETS.has(widget) || dateInput;
  if (container || id === "root") return <>{children}</>;
  const hint = schema.description;
  return (
    <div className={`govuk-form-group${rawErrors?.length ? " govuk-form-group--error" : ""}`}>
      {displayLabel && (
        <label className="govuk-label" htmlFor={id}>
          {/* A computed or prefilled read-only value is never "optional" for the applicant, nor one of two of which one is needed. */}
          {fieldLabel(label, askedFor(required || Boolean(schema.readOnly), options))}
        </label>
      )}
      {hint && (
        <div id={`${id}__hint`} className="govuk-hint">
          {hint}
        </div>
      )}
      <ErrorMessage id={id} errors={rawErrors} />
      {children}
    </div>
  );
}
