import type { Condition } from "../types.ts";
import { rowsOf } from "./rowsOf.ts";

const words: Record<string, string> = {
  equals: "=",
  notEquals: "≠",
  in: "in",
  notIn: "not in",
  includes: "includes",
  excludes: "excludes",
  includesAny: "includes any of",
  includesAll: "includes all of",
  isSet: "is answered",
  isNotSet: "is not answered",
  gt: ">",
  gte: "≥",
  lt: "<",
  lte: "≤",
  inWindow: "in window",
  notInWindow: "not in window",
};

const ROW_WORDS = { anyRow: "any row", everyRow: "every row", noRow: "no row" } as const;

/**
 * A condition as short readable text, for graph edges and "why?" explanations. Given the named
 * conditions, a name is followed by what it means.
 */
export function describeCondition(condition: Condition, named?: Record<string, Condition>): string {
  if (typeof condition === "boolean") return condition ? "always" : "never";
  if ("field" in condition) {
    const value = condition.value === undefined ? "" : ` ${Array.isArray(condition.value) ? condition.value.join(" | ") : String(condition.value)}`;
    return `${condition.field} ${words[condition.op] ?? condition.op}${value}`;
  }
  if ("all" in condition) return condition.all.map((c) => describeCondition(c, named)).join(" and ");
  if ("any" in condition) return `(${condition.any.map((c) => describeCondition(c, named)).join(" or ")})`;
  if ("not" in condition) return `not (${describeCondition(condition.not, named)})`;
  const rows = rowsOf(condition);
  if (rows) {
    const where = rows.where === undefined ? "" : describeCondition(rows.where, named);
    if (rows.kind === "countRows") {
      const { op, value } = rows.condition as { op: string; value: unknown };
      return `rows of ${rows.list}${where ? ` where ${where}` : ""} ${words[op] ?? op} ${String(value)}`;
    }
    return `${ROW_WORDS[rows.kind]} of ${rows.list}: ${where}`;
  }
  if (!("condition" in condition)) return "(not a condition)";
  const meaning = named && Object.prototype.hasOwnProperty.call(named, condition.condition) ? named[condition.condition] : undefined;
  return meaning ? `${condition.condition} (${describeCondition(meaning)})` : condition.condition;
}
