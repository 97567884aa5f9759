import { rowField, rowsOf } from "../conditions/rowsOf.ts";
import type { Condition, ConditionLeaf } from "../types.ts";

/** A leaf found in a condition, with its pointer in the definition. */
export interface FoundLeaf {
  leaf: ConditionLeaf;
  at: string;
  /**
   * Inside a condition over rows: the list's path and the field as the row names it. The leaf's
   * `field` is then written after the list's path (consignment_lines.species), so a reader of the
   * leaves sees which answer of the application it reads.
   */
  rows?: { list: string; field: string };
}

/** A named condition referred to but not defined. */
export interface MissingName {
  name: string;
  at: string;
}

/**
 * Every leaf of a condition, following named conditions (each once per walk, so a name that
 * refers to itself ends). The lint uses it to see which fields and values a rule reads. The
 * leaves of a condition over rows are given with their list (`rows`); a named condition inside
 * one is not followed (it reads the application, not the row: rowsIssues says so).
 */
export function conditionLeaves(condition: Condition, at: string, named: Record<string, Condition>, missing: MissingName[] = [], seen: Set<string> = new Set()): FoundLeaf[] {
  if (typeof condition === "boolean") return [];
  if ("field" in condition) return [{ leaf: condition, at }];
  if ("all" in condition) return condition.all.flatMap((c, i) => conditionLeaves(c, `${at}/all/${i}`, named, missing, seen));
  if ("any" in condition) return condition.any.flatMap((c, i) => conditionLeaves(c, `${at}/any/${i}`, named, missing, seen));
  if ("not" in condition) return conditionLeaves(condition.not, `${at}/not`, named, missing, seen);
  const rows = rowsOf(condition);
  if (rows) return rows.where === undefined ? [] : rowLeaves(rows.where, `${at}/where`).map((found) => inList(rows.list, found));
  if (!("condition" in condition)) return [];
  const name = condition.condition;
  const target = Object.prototype.hasOwnProperty.call(named, name) ? named[name] : undefined;
  if (!target) {
    missing.push({ name, at: `${at}/condition` });
    return [];
  }
  if (seen.has(name)) return [];
  return conditionLeaves(target, `/conditions/${name}`, named, missing, new Set([...seen, name]));
}

/** The leaves of a row's condition, as the row names its fields (a named condition there is rowsIssues' to report). */
const rowLeaves = (condition: Condition, at: string): FoundLeaf[] => conditionLeaves(condition, at, {});

/** A leaf of a row's condition placed in its list: the field after the list's path, nested lists after theirs. */
function inList(list: string, found: FoundLeaf): FoundLeaf {
  if (found.leaf.field.startsWith("$")) return found;
  const field = rowField(list, found.leaf.field);
  return { ...found, leaf: { ...found.leaf, field }, rows: found.rows ? { list: rowField(list, found.rows.list), field: found.rows.field } : { list, field: found.leaf.field } };
}
