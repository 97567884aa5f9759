import { getUiOptions, type ObjectFieldTemplateProps } from "@rjsf/utils";
import { Fragment, type ReactNode } from "react";
import { ErrorMessage } from "./ErrorMessage.tsx";

/**
 * A field whose `ui:options.showWhen` names a sibling is drawn only while that sibling is ticked or
 * answered, or, with `showWhenValue`, answered with that value (the engine serial number once
 * "Known" is chosen, issue 31 item 6).
 */
function shownNow(name: string, uiSchema: ObjectFieldTemplateProps["uiSchema"], formData: unknown): boolean {
  const options = (uiSchema?.[name] as { "ui:options"?: { showWhen?: string; showWhenValue?: string } } | undefined)?.["ui:options"];
  if (!options?.showWhen) return true;
  const sibling = (formData as Record<string, unknown> | undefined)?.[options.showWhen];
  if (options.showWhenValue !== undefined) return sibling === options.showWhenValue;
  return sibling !== undefined && sibling !== null && sibling !== false && sibling !== "";
}

/** A titled part of a long object's fields (`ui:options.groups`), drawn as a fieldset with its own legend. */
interface FieldGroup {
  title: string;
  fields: string[];
}

const drawRow = (row: { name: string; content: ReactNode }) => <Fragment key={row.name}>{row.content}</Fragment>;

/** The rows under their groups' legends, in the groups' order; fields no group names follow, ungrouped. */
function inGroups(rows: Array<{ name: string; content: ReactNode }>, groups: FieldGroup[]): ReactNode[] {
  const drawn = groups.map((group) => {
    const members = rows.filter((row) => group.fields.includes(row.name));
    if (!members.length) return null;
    return (
      // The rule is the wrapper's: on the fieldset itself it would run through the legend.
      <div key={group.title} className="nfa-field-group">
        <fieldset className="govuk-fieldset">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{group.title}</legend>
          {members.map(drawRow)}
        </fieldset>
      </div>
    );
  });
  return [...drawn, ...rows.filter((row) => !groups.some((group) => group.fields.includes(row.name))).map(drawRow)];
}

/**
 * An object's fields. The root object (the step itself) draws no fieldset: the page heading is
 * the step's title. A nested object (declaration details, a row, a gear with its count) is a
 * fieldset with its title, unless `ui:options.label` is false (payment_details: the payment part's
 * heading already names it, issue 14 'one heading'); a field shown only while a sibling is ticked
 * (`showWhen`) waits for it. A long object may name groups of its fields (`ui:options.groups`):
 * each is a fieldset with a heading, so twenty questions read as a few short ones (issue 31 item 6).
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, fieldPathId, schema, uiSchema, formData } = props;
  const id = fieldPathId.$id;
  // No wrapper per field: GOV.UK zeroes the margin of a form group that is the last of its type
  // inside another (`.govuk-form-group .govuk-form-group:last-of-type`), so a wrapper made every
  // field of a nested object its wrapper's last and the fields touched (declaration, billing address).
  const shown = properties.filter((p) => !p.hidden && shownNow(p.name, uiSchema, formData));
  const groups = getUiOptions(uiSchema).groups as FieldGroup[] | undefined;
  const rows = groups ? inGroups(shown, groups) : shown.map(drawRow);
  const errors = (props.errorSchema?.__errors ?? []) as string[];
  // A row of a repeatable table is named with its number, "Engine 2" (see ArrayFieldItemTemplate).
  const row = fieldPathId.path.at(-1);
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
        {/* A row is named by its items' own title and number ("Engine 2"), else "Row 2": not RJSF's "Engines-2". */}
        {typeof row === "number" ? <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{`${schema.title ?? "Row"} ${row + 1}`}</legend> : title && <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{title}</legend>}
        {schema.description && <div className="govuk-hint">{schema.description}</div>}
        <ErrorMessage id={id} errors={errors} />
        {rows}
      </fieldset>
    </div>
  );
}
