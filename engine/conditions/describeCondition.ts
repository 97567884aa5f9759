import type { Condition } from "../types.ts";

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

/** A condition as short readable text, for graph edges and "why?" explanations. */
export function describeCondition(condition: Condition): string {
  if (typeof condition === "boolean") return condition ? "always" : "never";
  if ("field" in condition) {
    const value = condition.value === undefined ? "" : ` ${Array.isArray(condition.value) ? condition.value.join(" | ") : String(condition.value)}`;
    return `${condition.field} ${words[condition.op] ?? condition.op}${value}`;
  }
  if ("all" in condition) return condition.all.map(describeCondition).join(" and ");
  if ("any" in condition) return `(${condition.any.map(describeCondition).join(" or ")})`;
  if ("not" in condition) return `not (${describeCondition(condition.not)})`;
  return condition.condition;
}
