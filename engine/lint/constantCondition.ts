import { rowsOf } from "../conditions/rowsOf.ts";
import type { Condition, ConditionLeaf } from "../types.ts";

const isLeaf = (c: Condition): c is ConditionLeaf => typeof c === "object" && "field" in c;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Two leaves of one `all` that no answer can satisfy together: one field equal to two values, or equal and not equal to one. */
function contradict(a: ConditionLeaf, b: ConditionLeaf): boolean {
  if (a.field !== b.field) return false;
  if (a.op === "equals" && b.op === "equals") return !same(a.value, b.value);
  if ((a.op === "equals" && b.op === "notEquals") || (a.op === "notEquals" && b.op === "equals")) return same(a.value, b.value);
  return (a.op === "isSet" && b.op === "isNotSet") || (a.op === "isNotSet" && b.op === "isSet");
}

/** Two leaves of one `any` of which every answer satisfies one: set or not set, equal or not equal to one value. */
function cover(a: ConditionLeaf, b: ConditionLeaf): boolean {
  if (a.field !== b.field) return false;
  if ((a.op === "equals" && b.op === "notEquals") || (a.op === "notEquals" && b.op === "equals")) return same(a.value, b.value);
  return (a.op === "isSet" && b.op === "isNotSet") || (a.op === "isNotSet" && b.op === "isSet");
}

const anyPair = (leaves: ConditionLeaf[], test: (a: ConditionLeaf, b: ConditionLeaf) => boolean): boolean => leaves.some((a, i) => leaves.slice(i + 1).some((b) => test(a, b)));

/**
 * What a condition gives whatever the answers, when that can be seen without answers: `true` or
 * `false` written out (also through `all`, `any`, `not` and named conditions, as the engine
 * evaluates them: an empty `all` holds, an empty `any` does not), or leaves of one field that
 * contradict or cover each other. `null` when it depends on the answers. The lint uses it to find
 * rules that can never apply or always apply.
 */
export function constantCondition(condition: Condition, named: Record<string, Condition>, seen: ReadonlySet<string> = new Set()): boolean | null {
  if (typeof condition === "boolean") return condition;
  if (isLeaf(condition) || rowsOf(condition)) return null;
  if ("not" in condition) {
    const inner = constantCondition(condition.not, named, seen);
    return inner === null ? null : !inner;
  }
  if ("condition" in condition) {
    const name = condition.condition;
    const target = Object.prototype.hasOwnProperty.call(named, name) ? named[name] : undefined;
    return target === undefined || seen.has(name) ? null : constantCondition(target, named, new Set([...seen, name]));
  }
  const parts = "all" in condition ? condition.all : (condition as { any: Condition[] }).any;
  const values = parts.map((c) => constantCondition(c, named, seen));
  const leaves = parts.filter(isLeaf);
  if ("all" in condition) {
    if (values.includes(false) || anyPair(leaves, contradict)) return false;
    return values.every((v) => v === true) ? true : null;
  }
  if (values.includes(true) || anyPair(leaves, cover)) return true;
  return values.every((v) => v === false) ? false : null;
}
