import type { ConditionLeaf, EngineContext } from "../types.ts";
import { ConditionError } from "./ConditionError.ts";
import { inWindow } from "./inWindow.ts";
import { isAnswered } from "./isAnswered.ts";

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : isAnswered(value) ? [value] : []);

function expectList(leaf: ConditionLeaf, at: string): unknown[] {
  if (!Array.isArray(leaf.value)) throw new ConditionError(`operator ${leaf.op} needs a list as value`, at);
  return leaf.value;
}

function order(seen: unknown, value: unknown, at: string): number | null {
  if (!isAnswered(seen)) return null;
  if (typeof seen === "number" && typeof value === "number") return seen - value;
  if (typeof seen === "string" && typeof value === "string") return seen < value ? -1 : seen > value ? 1 : 0;
  const asNumber = Number(seen);
  if (typeof value === "number" && Number.isFinite(asNumber)) return asNumber - value;
  throw new ConditionError(`cannot order ${JSON.stringify(seen)} against ${JSON.stringify(value)}`, at);
}

function windowOf(leaf: ConditionLeaf, context: EngineContext, at: string) {
  const window = typeof leaf.value === "string" ? context.windows[leaf.value] : undefined;
  if (!window) throw new ConditionError(`unknown window ${JSON.stringify(leaf.value)}`, at);
  return window;
}

/** Applies one leaf's operator to the value seen; an exhaustive switch, no eval. */
export function compareLeaf(leaf: ConditionLeaf, seen: unknown, context: EngineContext, at: string): boolean {
  switch (leaf.op) {
    case "equals":
      return seen === leaf.value;
    case "notEquals":
      return seen !== leaf.value;
    case "in":
      return expectList(leaf, at).includes(seen);
    case "notIn":
      return !expectList(leaf, at).includes(seen);
    case "includes":
      return asList(seen).includes(leaf.value);
    case "excludes":
      return !asList(seen).includes(leaf.value);
    case "includesAny":
      return expectList(leaf, at).some((v) => asList(seen).includes(v));
    case "includesAll":
      return expectList(leaf, at).every((v) => asList(seen).includes(v));
    case "isSet":
      return isAnswered(seen);
    case "isNotSet":
      return !isAnswered(seen);
    case "gt":
    case "gte":
    case "lt":
    case "lte": {
      const diff = order(seen, leaf.value, at);
      if (diff === null) return false;
      return leaf.op === "gt" ? diff > 0 : leaf.op === "gte" ? diff >= 0 : leaf.op === "lt" ? diff < 0 : diff <= 0;
    }
    case "inWindow":
    case "notInWindow": {
      const window = windowOf(leaf, context, at);
      if (typeof seen !== "string" || !isAnswered(seen)) return false;
      return inWindow(seen, window) === (leaf.op === "inWindow");
    }
    default: {
      const never: never = leaf.op;
      throw new ConditionError(`unknown operator ${JSON.stringify(never)}`, at);
    }
  }
}
