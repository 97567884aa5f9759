import { useEffect, useRef } from "react";
import type { FieldError, FieldSchema } from "../../../engine/types.ts";
import { fieldSchemaAt } from "../../../engine/validation/fieldSchemaAt.ts";

/** The RJSF id of the field a JSON pointer names (`/declaration_details/name` -> `root_declaration_details_name`). */
export const fieldId = (pointer: string) => `root${pointer.replace(/\//g, "_")}`;

/**
 * What the summary names a failing field by: its title, and the row for a field in a table row
 * (`/engine_details/1/engine_make` -> "Engine Make, row 2"). None when the schema has no title.
 */
export function fieldName(schema: FieldSchema | undefined, pointer: string): string | undefined {
  const title = schema && pointer ? fieldSchemaAt(schema, pointer)?.title : undefined;
  if (!title) return undefined;
  const rows = pointer.split("/").filter((segment) => /^\d+$/.test(segment));
  return rows.length ? `${title}, row ${Number(rows[rows.length - 1]) + 1}` : title;
}

/**
 * The GOV.UK error summary at the top of a page that failed: it takes focus so a screen reader
 * announces it, and each message links to its field. The spec's messages are often the same for
 * every field ("This field is required"), so each is led by the field's name from `schema`: a
 * list of identical links would tell a screen-reader user nothing. It takes focus when it appears
 * and when `focusKey` changes (a further failed Next), not each time the errors are judged again
 * while the person types: that moved focus out of the field after every keystroke.
 */
export function ErrorSummary({ errors, schema, title = "There is a problem", focusKey }: { errors: FieldError[]; schema?: FieldSchema; title?: string; focusKey?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, focusKey]);
  if (!errors.length) return null;
  return (
    <div className="govuk-error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 className="govuk-error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <div className="govuk-error-summary__body">
        <ul className="govuk-list govuk-error-summary__list">
          {errors.map((error) => (
            <li key={`${error.pointer}:${error.message}`}>
              {error.pointer ? (
                <a href={`#${fieldId(error.pointer)}`} onClick={(e) => {
                  const target = document.getElementById(fieldId(error.pointer)) ?? document.getElementById(`${fieldId(error.pointer)}-0`);
                  if (target) {
                    e.preventDefault();
                    target.focus();
                  }
                }}>
                  <FieldName name={fieldName(schema, error.pointer)} message={error.message} />
                  {error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The field's name before its message, unless the message already says it. */
function FieldName({ name, message }: { name: string | undefined; message: string }) {
  if (!name || message.toLowerCase().includes(name.toLowerCase())) return null;
  return (
    <>
      <span className="nfa-error-summary__field">{name}:</span>{" "}
    </>
  );
}
