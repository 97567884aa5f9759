import type { ArrayFieldItemTemplateProps } from "@rjsf/utils";

/**
 * One row of a repeatable table (an owner, an engine, a log row). Its Delete button shows only
 * while more than one row exists (spec 001: 'Delete on location rows is hidden when one row
 * remains'; spec 002: engines, log and production rows), and names the row it deletes.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, totalItems, readonly, disabled, schema } = props;
  const removable = buttonsProps.hasRemove && totalItems > 1 && !readonly && !disabled;
  // The row's own name ("Engine 2", "Owner 1") where the definition gives its items a title, else "Row 2"
  // (issue 31 item 11). A row of fields is a fieldset whose legend says it (ObjectFieldTemplate), so
  // it is said once (issue 26: "Row 1" above "Consignment Lines-1 1").
  const name = `${schema.title ?? "Row"} ${index + 1}`;
  return (
    <div className="nfa-array-row">
      {schema.type !== "object" && <p className="govuk-body govuk-!-font-weight-bold govuk-!-margin-bottom-1">{name}</p>}
      {children}
      {removable && (
        <button type="button" className="govuk-button govuk-button--warning govuk-!-margin-bottom-4" aria-label={`Delete ${name}`} onClick={buttonsProps.onRemoveItem}>
          Delete
        </button>
      )}
    </div>
  );
}
