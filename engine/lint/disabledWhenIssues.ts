import { rowsOf } from "../conditions/rowsOf.ts";
import type { Condition, ConditionLeaf, FieldSchema } from "../types.ts";
import { didYouMean } from "./didYouMean.ts";
import type { LintIssue } from "./LintIssue.ts";

/** The two rules a field's siblings decide: disabled, and asked at all (docs/decisions/0060). */
const SIBLING_RULES = ["x-disabledWhen", "x-showWhen"] as const;

/** Every problem of one condition tree read against the fields of the object or row holding it. */
function walk(condition: Condition, at: string, key: string, siblings: Record<string, FieldSchema>, issues: LintIssue[]): void {
  if (typeof condition === "boolean") return;
  if ("all" in condition) return condition.all.forEach((c, i) => walk(c, `${at}/all/${i}`, key, siblings, issues));
  if ("any" in condition) return condition.any.forEach((c, i) => walk(c, `${at}/any/${i}`, key, siblings, issues));
  if ("not" in condition) return walk(condition.not, `${at}/not`, key, siblings, issues);
  if ("condition" in condition) {
    issues.push({ code: "unknown-condition", pointer: `${at}/condition`, message: `${key} reads the fields beside it, so it cannot use the named condition "${condition.condition}"` });
    return;
  }
  // A condition over rows names its list beside the field; its row's own fields are the list's (conditionIssues reads those).
  const rows = rowsOf(condition);
  const field = rows ? rows.list : (condition as ConditionLeaf).field;
  const head = field.split(".")[0] ?? "";
  if (!siblings[head]) issues.push({ code: "unknown-field", pointer: `${at}/${rows ? rows.kind : "field"}`, message: `${key} names "${field}", which is not a field beside it${head.startsWith("$") ? "" : didYouMean(head, Object.keys(siblings))}` });
}

/**
 * An `x-disabledWhen` or `x-showWhen` reads only the fields of the object or row that holds its
 * field (the engine evaluates it there, row by row, in the browser as the applicant types and on
 * the server), so `$today`, `$profile` and named conditions, which read the whole application,
 * are refused.
 */
export function disabledWhenIssues(schema: FieldSchema, name: string, field: FieldSchema, at: string): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const key of SIBLING_RULES) {
    const rule = field[key];
    if (rule !== undefined) walk(rule, `${at}/properties/${name}/${key}`, key, schema.properties ?? {}, issues);
  }
  return issues;
}
