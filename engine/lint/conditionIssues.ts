import { isLicenceListField } from "../licences/licenceListFields.ts";
import type { Definition } from "../types.ts";
import { conditionLeaves, type MissingName } from "./conditionLeaves.ts";
import { conditionSites } from "./conditionSites.ts";
import { didYouMean } from "./didYouMean.ts";
import { allowedValues, fieldAt, fieldIndex, fieldSuggestion, rowFieldAt, sectionsOf } from "./fieldIndex.ts";
import { rowsIssues } from "./rowsIssues.ts";
import type { LintIssue } from "./LintIssue.ts";
import { walkGraph } from "./stepGraph.ts";

const VALUE_OPS = new Set(["equals", "notEquals", "includes", "excludes"]);
const LIST_OPS = new Set(["in", "notIn", "includesAny", "includesAll"]);

/**
 * Every condition reads fields that exist and, inside the wizard, were asked on some path up to
 * the step it steers; compares with values those fields offer; and names known season windows
 * and named conditions. A condition over rows reads a list, and its row's condition that row's
 * fields (docs/decisions/0060).
 */
export function conditionIssues(definition: Definition, windows: string[]): LintIssue[] {
  const issues: LintIssue[] = [];
  const index = fieldIndex(sectionsOf(definition));
  const steps = new Map((definition.wizard?.steps ?? []).map((s) => [s.id, s]));
  const { askedBefore } = walkGraph(definition);
  const named = definition.conditions ?? {};
  for (const site of conditionSites(definition)) {
    const missing: MissingName[] = [];
    const leaves = conditionLeaves(site.condition, site.at, named, missing);
    missing.forEach((m) => issues.push({ code: "unknown-condition", pointer: m.at, message: `no named condition "${m.name}"${didYouMean(m.name, Object.keys(named))}` }));
    issues.push(...rowsIssues(site.condition, site.at, (list) => ({ schema: fieldAt(index, list), suggestion: fieldSuggestion(index, list) })));
    for (const { leaf, at, rows } of leaves) {
      if (leaf.op === "inWindow" || leaf.op === "notInWindow") {
        if (typeof leaf.value !== "string" || !windows.includes(leaf.value)) issues.push({ code: "unknown-window", pointer: `${at}/value`, message: `no season window ${JSON.stringify(leaf.value)}; known: ${windows.join(", ")}${typeof leaf.value === "string" ? didYouMean(leaf.value, windows) : ""}` });
      }
      if (isLicenceListField(leaf.field) && (!["includes", "excludes"].includes(leaf.op) || typeof leaf.value !== "string")) issues.push({ code: "licences-condition", pointer: at, message: `${leaf.field} is the list of the types of the applicant's ${leaf.field === "$licences" ? "valid" : "suspended"} licences: compare it with "includes" or "excludes" and one type's id as the value` });
      if (leaf.field.startsWith("$")) continue;
      const schema = rows ? rowFieldAt(index, leaf.field) : fieldAt(index, leaf.field);
      const head = leaf.field.split(".")[0] ?? "";
      if (!schema) {
        // A row's field is named as the row names it; a list that is not one is rowsIssues' to say.
        const list = rows ? rowFieldAt(index, rows.list) : undefined;
        if (rows && list?.type === "array" && list.items?.type === "object") issues.push({ code: "unknown-field", pointer: `${at}/field`, message: `"${rows.field}" is not a field of the rows of "${rows.list}"${didYouMean(rows.field.split(".")[0] ?? "", Object.keys(list.items.properties ?? {}))}` });
        else if (!rows) issues.push({ code: "unknown-field", pointer: `${at}/field`, message: `"${leaf.field}" is not a field of any step or page${fieldSuggestion(index, leaf.field)}` });
        continue;
      }
      if (site.step !== null) {
        const step = steps.get(site.step);
        const readable = new Set([...(askedBefore.get(site.step) ?? []), ...Object.keys(step?.schema.properties ?? {})]);
        if (!readable.has(head)) issues.push({ code: "field-not-asked-before", pointer: `${at}/field`, message: `"${leaf.field}" is read ${site.step === "$start" ? "before the first step" : `by step "${site.step}"`} but is not asked on any path before it` });
      }
      const allowed = allowedValues(schema);
      if (!allowed) continue;
      const values = VALUE_OPS.has(leaf.op) ? [leaf.value] : LIST_OPS.has(leaf.op) && Array.isArray(leaf.value) ? leaf.value : [];
      for (const value of values) {
        if (!allowed.includes(String(value))) issues.push({ code: "unknown-enum-value", pointer: `${at}/value`, message: `"${String(value)}" is not an option of "${leaf.field}" (options: ${allowed.slice(0, 12).join(", ")}${allowed.length > 12 ? ", ..." : ""})${didYouMean(String(value), allowed)}` });
      }
    }
  }
  return issues;
}
