import { getUiOptions, type ObjectFieldTemplateProps } from "@rjsf/utils";
import { Fragment } from "react";
import { ErrorMessage } from "./ErrorMessage.tsx";

/** A field whose `ui:options.showWhen` names a sibling is drawn only while that sibling is ticked or answered. */
function shownNow(name: string, uiSchema: ObjectFieldTemplateProps["uiSchema"], formData: unknown): boolean {
  const options = (uiSchema?.[name] as { "ui:options"?: { showWhen?: string } } | undefined)?.["ui:options"];
  if (!options?.showWhen) return true;
  const sibling = (formData as Record<string, unknown> | undefined)?.[options.showWhen];
  return sibling !== undefined && sibling !== null && sibling !== false && sibling !== "";
}

/**
 * An object's fields. The root object (the step itself) draws no fieldset: the page heading is
 * the step's title. A nested object (declaration details, a row, a gear with its count) is a
 * fieldset with its title, unless `ui:options.label` is false (payment_details: the payment part's
 * heading already names it, issue 14 'one heading'); a field shown only while a sibling is ticked
 * (`showWhen`) waits for it.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, fieldPathId, schema, uiSchema, formData } = props;
  const id = fieldPathId.$id;
  // No wrapper per field: GOV.UK zeroes the margin of a form group that is the last of its type
  // inside another (`.govuk-form-group .govuk-form-group:last-of-type`), so a wrapper made every
  // field of a nested object its wrapper's last and the fields touched (declaration, billing address).
  const rows = properties.filter((p) => !p.hidden && shownNow(p.name, uiSchema, formData)).map((p) => <Fragment key={p.name}>{p.content}</Fragment>);
  const errors = (props.errorSchema?.__errors ?? []) as string[];
  if (id === "root") return <>{rows}</>;
  if (getUiOptions(uiSchema).label === false)
    return (
      <>
        <ErrorMessage id={id} errors={errors} />
        {rows}
      </>
    );
  return (
    <div className={`govuk-form-group${errors.length ? " govuk-form-group--error" : ""}`}>
      <fieldset className="govuk-fieldset" aria-describedby={errors.length ? `${id}__error` : undefined}>
        {title && <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{title}</legend>}
        {schema.description && <div className="govuk-hint">{schema.description}</div>}
        <ErrorMessage id={id} errors={errors} />
        {rows}
      </fieldset>
    </div>
  );
}
