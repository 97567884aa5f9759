import type { FieldError, FieldSchema } from "../../../engine/types.ts";
import { fieldSchemaAt } from "../../../engine/validation/fieldSchemaAt.ts";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";

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
 * The GOV.UK error summary at the top of a step, form page or payment part that failed (the
 * portal's one summary, `ErrorSummaryBox`): it takes focus so a screen reader announces it, and
 * each message links to its field. The spec's messages are often the same for every field ("This
 * field is required"), so each is led by the field's name from `schema`: a list of identical links
 * would tell a screen-reader user nothing. It takes focus when it appears and when `focusKey`
 * changes (a further failed Next), not each time the errors are judged again while the person
 * types: that moved focus out of the field after every keystroke. `title` is the section's own message (the spec's
 * 'Please fill in all the required fields'); a message a link already says is not repeated as the title.
 */
export function ErrorSummary({ errors, schema, title, focusKey }: { errors: FieldError[]; schema?: FieldSchema; title?: string; focusKey?: number }) {
  const heading = title && !errors.some((e) => e.message === title) ? title : "There is a problem";
  const problems = errors.map((error) => (error.pointer ? { message: error.message, field: fieldId(error.pointer), name: fieldName(schema, error.pointer) } : { message: error.message }));
  return <ErrorSummaryBox problems={problems} title={heading} attempt={focusKey} />;
}
