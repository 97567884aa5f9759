import type { ObjectFieldTemplateProps } from "@rjsf/utils";
import { ErrorMessage } from "./ErrorMessage.tsx";

/**
 * An object's fields. The root object (the step itself) draws no fieldset: the page heading is
 * the step's title. A nested object (declaration details, a row) is a fieldset with its title.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, fieldPathId, schema } = props;
  const id = fieldPathId.$id;
  const rows = properties.filter((p) => !p.hidden).map((p) => <div key={p.name}>{p.content}</div>);
  if (id === "root") return <>{rows}</>;
  const errors = (props.errorSchema?.__errors ?? []) as string[];
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
