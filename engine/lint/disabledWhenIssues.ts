import { rowsOf } from "../conditions/rowsOf.ts";
import type { Condition, ConditionLeaf, FieldSchema } from "../types.ts";
import { didYouMean } from "./didYouMean.ts";
import type { LintIssue } from "./LintIssue.ts";

/** Every problem of one condition tree read against the fields of the object or row holding it. */
function walk(condition: Condition, at: string, siblings: Record<string, FieldSchema>, issues: LintIssue[]): void {
  if (typeof condition === "boolean") return;
  if ("all" in condition) return condition.all.forEach((c, i) => walk(c, `${at}/all/${i}`, siblings, issues));
  if ("any" in condition) return condition.any.forEach((c, i) => walk(c, `${at}/any/${i}`, siblings, issues));
  if ("not" in condition) return walk(condition.not, `${at}/not`, siblings, issues);
  if ("condition" in condition) {
    issues.push({ code: "unknown-condition", pointer: `${at}/condition`, message: `x-disabledWhen reads the fields beside it, so it cannot use the named condition "${condition.condition}"` });
    return;
  }
  // A condition over rows names its list beside the field; its row's own fields are the list's (conditionIssues reads those).
  const rows = rowsOf(condition);
  const field = rows ? rows.list : (condition as ConditionLeaf).field;
  const head = field.split(".")[0] ?? "";
  if (!siblings[head]) issues.push({ code: "unknown-field", pointer: `${at}/${rows ? rows.kind : "field"}`, message: `x-disabledWhen names "${field}", which is not a field beside it${head.startsWith("$") ? "" : didYouMean(head, Object.keys(siblings))}` });
}

/**
 * An `x-disabledWhen` reads only the fields of the object or row that holds its field (the
 * engine evaluates it there, in the browser as the applicant types and on the server), so
 * `$today`, `$profile` and named conditions, which read the whole application, are refused.
 */
export function disabledWhenIssues(schema: FieldSchema, name: string, field: FieldSchema, at: string): LintIssue[] {
  const rule = field["x-disabledWhen"];
  if (rule === undefined) return [];
  const issues: LintIssue[] = [];
  walk(rule, `${at}/properties/${name}/x-disabledWhen`, schema.properties ?? {}, issues);
  return issues;
}
