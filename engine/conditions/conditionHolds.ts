import { isLicenceListField, LICENCE_LIST_FIELDS } from "../licences/licenceListFields.ts";
import type { Condition, ConditionLeaf, TraceEntry } from "../types.ts";
import { compareLeaf } from "./compareLeaf.ts";
import { evaluateCondition, type ConditionScope } from "./evaluateCondition.ts";
import { isAnswered } from "./isAnswered.ts";
import { rowAnswers, rowsHold, rowsOf } from "./rowsOf.ts";

/** A condition turned into a function once: `depth` counts nesting as the interpreter does. */
type Compiled = (scope: ConditionScope, depth: number) => boolean;

/** Named conditions nest at most this deep before the interpreter calls it a loop. */
const MAX_DEPTH = 32;
const TOO_DEEP = "too deep";

const compiledConditions = new WeakMap<object, Compiled>();

const hasOwn = (target: object, key: string): boolean => Object.prototype.hasOwnProperty.call(target, key);
const own = (target: unknown, key: string): unknown => (target !== null && typeof target === "object" && hasOwn(target, key) ? (target as Record<string, unknown>)[key] : undefined);

/** readField (./readField.ts) with the path split once instead of at every reading. */
function reader(field: string): (scope: ConditionScope) => unknown {
  const [head = "", ...rest] = field.split(".");
  const follow = (value: unknown): unknown => {
    let at = value;
    for (const key of rest) at = own(at, key);
    return at;
  };
  if (head === "$today") return (scope) => follow(scope.context.today);
  if (head === "$profile") return (scope) => follow(scope.context.profile);
  const list = isLicenceListField(head) ? LICENCE_LIST_FIELDS[head] : undefined;
  if (list) return (scope) => list(scope.context);
  if (rest.length === 0) return (scope) => own(scope.answers, head);
  return (scope) => follow(own(scope.answers, head));
}

/** compareLeaf for one leaf, its most common operators decided once (the same comparisons), the others left to compareLeaf. */
function tester(leaf: ConditionLeaf): (seen: unknown, context: ConditionScope["context"]) => boolean {
  const value = leaf.value;
  switch (leaf.op) {
    case "equals":
      return (seen) => seen === value;
    case "notEquals":
      return (seen) => seen !== value;
    case "isSet":
      return (seen) => isAnswered(seen);
    case "isNotSet":
      return (seen) => !isAnswered(seen);
    case "in":
      if (Array.isArray(value)) return (seen) => value.includes(seen);
      break;
    case "notIn":
      if (Array.isArray(value)) return (seen) => !value.includes(seen);
      break;
  }
  return (seen, context) => compareLeaf(leaf, seen, context, "");
}

const constant = (value: boolean): Compiled => (_scope, depth) => {
  if (depth > MAX_DEPTH) throw new Error(TOO_DEEP);
  return value;
};
const ALWAYS = constant(true);
const NEVER = constant(false);

function compiledOf(condition: Condition): Compiled {
  if (typeof condition === "boolean") return condition ? ALWAYS : NEVER;
  let compiled = compiledConditions.get(condition);
  if (!compiled) {
    compiled = compile(condition);
    compiledConditions.set(condition, compiled);
  }
  return compiled;
}

/**
 * The same walk as evaluateCondition's, decided once per condition object: leaves read through a
 * path split in advance and compare with compareLeaf itself; `all` and `any` short-circuit in the
 * same order. Anything the interpreter would refuse is thrown here too (the caller then asks the
 * interpreter for its own message and pointer).
 */
function compile(condition: Exclude<Condition, boolean>): Compiled {
  const guard = (depth: number) => {
    if (depth > MAX_DEPTH) throw new Error(TOO_DEEP);
  };
  if (typeof condition === "object" && "field" in condition && "op" in condition) {
    const read = reader(condition.field);
    const test = tester(condition);
    return (scope, depth) => {
      guard(depth);
      return test(read(scope), scope.context);
    };
  }
  if ("all" in condition) {
    const parts = condition.all.map(compiledOf);
    return (scope, depth) => {
      guard(depth);
      for (const part of parts) if (!part(scope, depth + 1)) return false;
      return true;
    };
  }
  if ("any" in condition) {
    const parts = condition.any.map(compiledOf);
    return (scope, depth) => {
      guard(depth);
      for (const part of parts) if (part(scope, depth + 1)) return true;
      return false;
    };
  }
  if ("not" in condition) {
    const inner = compiledOf(condition.not);
    return (scope, depth) => {
      guard(depth);
      return !inner(scope, depth + 1);
    };
  }
  if ("condition" in condition) {
    const name = condition.condition;
    // The named condition last met, and its function: the scope's named conditions are nearly always the same.
    let met: Condition | undefined;
    let run: Compiled = NEVER;
    return (scope, depth) => {
      guard(depth);
      const named = hasOwn(scope.named, name) ? scope.named[name] : undefined;
      if (!named) throw new Error(`unknown named condition ${name}`);
      if (named !== met) {
        run = compiledOf(named);
        met = named;
      }
      return run(scope, depth + 1);
    };
  }
  const rows = rowsOf(condition);
  if (rows) {
    const read = reader(rows.list);
    const where = rows.where === undefined ? NEVER : compiledOf(rows.where);
    return (scope, depth) => {
      guard(depth);
      const list = rowAnswers(read(scope));
      return rowsHold(rows, list.length, (i) => where({ answers: list[i]!, context: scope.context, named: scope.named }, depth + 1), "");
    };
  }
  throw new Error("not a condition");
}

/**
 * Whether a condition holds, exactly as evaluateCondition decides it. Given a `trace` list, the
 * interpreter itself judges and its trace entries are added there (staff's "why", the CLI).
 * Without one, the condition runs as a function compiled once per condition object and builds
 * nothing (docs/decisions/0024-engine-compiled-once.md). Should that function refuse the
 * condition, the interpreter judges again, so the error is the interpreter's own, with its pointer.
 * The condition's pointer is `at`, or `at/index` followed by `tail` (`/wizard/steps/3/next`, 0,
 * `/when`): put together only when a trace or an error needs it.
 */
export function conditionHolds(condition: Condition, scope: ConditionScope, at: string, trace: TraceEntry[] | null, index?: string | number, tail = ""): boolean {
  if (trace) {
    const outcome = evaluateCondition(condition, scope, pointer(at, index, tail));
    for (const entry of outcome.trace) trace.push(entry);
    return outcome.result;
  }
  if (typeof condition === "boolean") return condition;
  try {
    return compiledOf(condition)(scope, 0);
  } catch {
    return evaluateCondition(condition, scope, pointer(at, index, tail)).result;
  }
}

const pointer = (at: string, index: string | number | undefined, tail: string): string => (index === undefined ? at : `${at}/${index}${tail}`);
