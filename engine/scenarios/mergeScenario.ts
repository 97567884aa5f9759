import type { ScenarioSource } from "./Scenario.ts";

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** `over` laid on `under`: objects merge key by key, anything else (a list, a string, null) replaces. */
function deepMerge(under: unknown, over: unknown): unknown {
  if (!isRecord(under) || !isRecord(over)) return over;
  const merged: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) merged[key] = key in merged ? deepMerge(merged[key], value) : value;
  return merged;
}

/** A deep copy of `value` without what `pointer` names; null when the pointer names nothing. */
function without(value: Record<string, unknown>, pointer: string): Record<string, unknown> | null {
  const keys = pointer
    .split("/")
    .slice(1)
    .map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
  const copy = structuredClone(value);
  let at: unknown = copy;
  for (const key of keys.slice(0, -1)) at = isRecord(at) ? at[key] : Array.isArray(at) ? at[Number(key)] : undefined;
  const last = keys[keys.length - 1];
  if (last === undefined) return null;
  if (isRecord(at) && last in at) delete at[last];
  else if (Array.isArray(at) && /^\d+$/.test(last) && Number(last) < at.length) at.splice(Number(last), 1);
  else return null;
  return copy;
}

/** What a scenario passes on to the files that extend it (name, description and expect are each file's own). */
const INHERITED = ["today", "profile", "licences", "seasons", "answers"] as const;

/**
 * The scenario `own` states on top of the resolved scenario it extends (decision 0032): first the
 * `omit` pointers are removed from the inherited part, then `today`, `licences` and `seasons` replace, and
 * `profile` and `answers` merge key by key (a nested object too; a list or a null replaces).
 * `unmatched` holds the positions in `omit` of pointers that named nothing inherited.
 */
export function mergeScenario(inherited: ScenarioSource, own: ScenarioSource): { merged: ScenarioSource; unmatched: number[] } {
  let base: Record<string, unknown> = Object.fromEntries(INHERITED.filter((key) => inherited[key] !== undefined).map((key) => [key, inherited[key]]));
  const unmatched: number[] = [];
  (own.omit ?? []).forEach((pointer, i) => {
    const next = without(base, pointer);
    if (next) base = next;
    else unmatched.push(i);
  });
  const { omit: _omit, extends: _extends, ...stated } = own;
  const merged = { ...base, ...stated } as ScenarioSource;
  for (const key of ["profile", "answers"] as const) if (base[key] !== undefined && stated[key] !== undefined) merged[key] = deepMerge(base[key], stated[key]) as Record<string, unknown>;
  return { merged, unmatched };
}
