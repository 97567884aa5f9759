import type { Condition, ConditionLeaf } from "../types.ts";

/** A leaf found in a condition, with its pointer in the definition. */
export interface FoundLeaf {
  leaf: ConditionLeaf;
  at: string;
}

/** A named condition referred to but not defined. */
export interface MissingName {
  name: string;
  at: string;
}

/**
 * Every leaf of a condition, following named conditions (each once per walk, so a name that
 * refers to itself ends). The lint uses it to see which fields and values a rule reads.
 */
export function conditionLeaves(condition: Condition, at: string, named: Record<string, Condition>, missing: MissingName[] = [], seen: Set<string> = new Set()): FoundLeaf[] {
  if (typeof condition === "boolean") return [];
  if ("field" in condition) return [{ leaf: condition, at }];
  if ("all" in condition) return condition.all.flatMap((c, i) => conditionLeaves(c, `${at}/all/${i}`, named, missing, seen));
  if ("any" in condition) return condition.any.flatMap((c, i) => conditionLeaves(c, `${at}/any/${i}`, named, missing, seen));
  if ("not" in condition) return conditionLeaves(condition.not, `${at}/not`, named, missing, seen);
  const name = condition.condition;
  const target = Object.prototype.hasOwnProperty.call(named, name) ? named[name] : undefined;
  if (!target) {
    missing.push({ name, at: `${at}/condition` });
    return [];
  }
  if (seen.has(name)) return [];
  return conditionLeaves(target, `/conditions/${name}`, named, missing, new Set([...seen, name]));
}
