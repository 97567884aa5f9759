import { rowsOf, type Rows } from "../conditions/rowsOf.ts";
import type { Condition, FieldSchema } from "../types.ts";
import type { LintIssue } from "./LintIssue.ts";

/** Each condition over rows written in a condition (named conditions are sites of their own), with its pointer and whether it is inside another's row. */
function eachRows(condition: Condition, at: string, inRow: boolean, found: (rows: Rows, at: string, inRow: boolean) => void, named: (name: string, at: string, inRow: boolean) => void): void {
  if (typeof condition !== "object" || "field" in condition) return;
  if ("all" in condition) return condition.all.forEach((c, i) => eachRows(c, `${at}/all/${i}`, inRow, found, named));
  if ("any" in condition) return condition.any.forEach((c, i) => eachRows(c, `${at}/any/${i}`, inRow, found, named));
  if ("not" in condition) return eachRows(condition.not, `${at}/not`, inRow, found, named);
  const rows = rowsOf(condition);
  if (rows) {
    found(rows, at, inRow);
    if (rows.where !== undefined) eachRows(rows.where, `${at}/where`, true, found, named);
    return;
  }
  if ("condition" in condition) named(condition.condition, at, inRow);
}

/**
 * What the lint says of the conditions over rows in one condition: the list must be a list of
 * rows (an array of objects) the definition asks, and a row's condition cannot use a named
 * condition, which reads the whole application rather than the row. `listAt` finds a list's
 * schema by its path.
 */
export function rowsIssues(condition: Condition, at: string, listAt: (list: string) => { schema: FieldSchema | undefined; suggestion: string }): LintIssue[] {
  const issues: LintIssue[] = [];
  eachRows(
    condition,
    at,
    false,
    (rows, where, inRow) => {
      // A nested list's path is its row's own: checked against the outer list's rows by conditionIssues' leaves, not here.
      if (inRow) return;
      const { schema, suggestion } = listAt(rows.list);
      if (!schema) issues.push({ code: "unknown-field", pointer: `${where}/${rows.kind}`, message: `"${rows.list}" is not a field of any step or page${suggestion}` });
      else if (schema.type !== "array" || schema.items?.type !== "object") issues.push({ code: "not-rows", pointer: `${where}/${rows.kind}`, message: `${rows.kind} reads the rows of a list, and "${rows.list}" is not one (a list is an array whose items are objects)` });
    },
    (name, where, inRow) => {
      if (inRow) issues.push({ code: "named-condition-in-row", pointer: `${where}/condition`, message: `a row's condition reads that row's fields, so it cannot use the named condition "${name}", which reads the whole application: write its rule out in the "where"` });
    },
  );
  return issues;
}
