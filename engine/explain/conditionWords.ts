import type { Condition, ConditionLeaf, Operator } from "../types.ts";
import { rowsOf } from "../conditions/rowsOf.ts";
import { leafRule, OPERATOR_WORDS, type FieldWords } from "./operatorWords.ts";
import { rowWords } from "./rowWords.ts";

/** Each operator's opposite, so "not (Renewal Type is ID Card Renewal)" reads "Renewal Type is not ID Card Renewal". */
const OPPOSITE: Record<Operator, Operator> = {
  equals: "notEquals",
  notEquals: "equals",
  in: "notIn",
  notIn: "in",
  includes: "excludes",
  excludes: "includes",
  includesAny: "includesAny",
  includesAll: "includesAll",
  isSet: "isNotSet",
  isNotSet: "isSet",
  gt: "lte",
  lte: "gt",
  gte: "lt",
  lt: "gte",
  inWindow: "notInWindow",
  notInWindow: "inWindow",
};

/** How each condition over rows starts in words: "in at least one row of Consignment Lines, Species is Queen Conch". */
const ROW_WORDS = { anyRow: "in at least one row of", everyRow: "in every row of", noRow: "in no row of" } as const;

const isLeaf = (c: Condition): c is ConditionLeaf => typeof c === "object" && "field" in c && "op" in c;
const hasOwn = (target: object, key: string): boolean => Object.prototype.hasOwnProperty.call(target, key);

function words(condition: Condition, named: Record<string, Condition>, fields: FieldWords, nested: boolean, depth: number): string {
  if (depth > 32) return "(a named condition that refers to itself)";
  if (typeof condition === "boolean") return condition ? "always" : "never";
  if (isLeaf(condition)) return leafRule(fields, condition);
  if ("all" in condition || "any" in condition) {
    // A literal part that cannot change the result (true in an `all`, false in an `any`) says nothing.
    const all = "all" in condition;
    const parts = (all ? condition.all : condition.any).filter((part) => part !== all);
    if (!parts.length) return all ? "always" : "never";
    const text = parts.map((part) => words(part, named, fields, true, depth + 1)).join(all ? " and " : " or ");
    return nested && parts.length > 1 ? `(${text})` : text;
  }
  if ("not" in condition) {
    const inner = condition.not;
    // A leaf whose opposite reads plainly is negated in place; anything else is wrapped.
    if (isLeaf(inner) && OPPOSITE[inner.op] !== inner.op) return leafRule(fields, { ...inner, op: OPPOSITE[inner.op] });
    return `not ${words(inner, named, fields, true, depth + 1).replace(/^(?!\()(.*)$/, "($1)")}`;
  }
  const rows = rowsOf(condition);
  if (rows) {
    const list = fields.label(rows.list);
    // The row's fields by their own titles: the sentence already says whose rows they are.
    const where = rows.where === undefined ? "" : words(rows.where, named, rowWords(fields, rows.list), false, depth + 1);
    if (rows.kind === "countRows") {
      const { op, value } = rows.condition as { op: Operator; value: unknown };
      const text = `the number of rows of ${list}${where ? ` where ${where}` : ""} ${OPERATOR_WORDS[op] ?? op} ${String(value)}`;
      return nested ? `(${text})` : text;
    }
    const text = `${ROW_WORDS[rows.kind]} ${list}, ${where}`;
    return nested ? `(${text})` : text;
  }
  if ("condition" in condition) return hasOwn(named, condition.condition) ? words(named[condition.condition] as Condition, named, fields, nested, depth + 1) : condition.condition;
  return "(not a condition)";
}

/**
 * A whole condition in words from the definition's labels, named conditions spelt out: "Transaction
 * Type is one of New Licence, Renewal and Licence Type is Commercial Fishing". For the rule behind
 * an explained step, document or fee line; the graph's compact edge labels stay with
 * engine/conditions/describeCondition.ts.
 */
export function conditionWords(condition: Condition, named: Record<string, Condition>, fields: FieldWords): string {
  return words(condition, named, fields, false, 0);
}
