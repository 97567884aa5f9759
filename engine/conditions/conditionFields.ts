import type { Condition } from "../types.ts";
import { rowsOf } from "./rowsOf.ts";

/**
 * The answers a condition reads, by their top-level field (a list for a condition over its rows;
 * named conditions followed, each once): what must be answered before the condition is decided.
 * `$today` and `$profile.x` are not answers and are left out.
 */
export function conditionFields(condition: Condition | undefined, named: Record<string, Condition>): Set<string> {
  const fields = new Set<string>();
  const followed = new Set<string>();
  const visit = (c: Condition | undefined): void => {
    if (c === undefined || typeof c === "boolean") return;
    if ("all" in c) c.all.forEach(visit);
    else if ("any" in c) c.any.forEach(visit);
    else if ("not" in c) visit(c.not);
    else if ("condition" in c) {
      if (followed.has(c.condition) || !Object.prototype.hasOwnProperty.call(named, c.condition)) return;
      followed.add(c.condition);
      visit(named[c.condition]);
    } else {
      const rows = rowsOf(c);
      const field = rows ? rows.list : "field" in c ? String(c.field) : "";
      const head = field.split(".")[0] ?? "";
      if (head && !head.startsWith("$")) fields.add(head);
    }
  };
  visit(condition);
  return fields;
}
