import type { Answers, Section } from "../types.ts";
import { fieldNames } from "./fieldNames.ts";
import { normalizeAnswers } from "./normalizeAnswers.ts";

function dropPath(target: Record<string, unknown>, path: string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || !Object.prototype.hasOwnProperty.call(target, head)) return;
  if (rest.length === 0) {
    delete target[head];
    return;
  }
  const inner = target[head];
  if (inner !== null && typeof inner === "object" && !Array.isArray(inner)) {
    const copy = { ...(inner as Record<string, unknown>) };
    dropPath(copy, rest);
    target[head] = copy;
  }
}

/** Dotted paths (the `show` keys of the definitions) split once. */
const segments = new Map<string, string[]>();

function segmentsOf(path: string): string[] {
  let found = segments.get(path);
  if (!found) {
    found = path.split(".");
    segments.set(path, found);
  }
  return found;
}

/** Whether the answers hold something at a dotted path, so that withoutPaths would drop it. */
export function holdsPath(answers: Record<string, unknown>, path: string): boolean {
  if (!path.includes(".")) return Object.prototype.hasOwnProperty.call(answers, path);
  let at: unknown = answers;
  for (const key of segmentsOf(path)) {
    if (at === null || typeof at !== "object" || Array.isArray(at) || !Object.prototype.hasOwnProperty.call(at, key)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/** A copy of the answers without the given dotted paths (hidden fields). */
export function withoutPaths(answers: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  const copy = { ...answers };
  for (const path of paths) dropPath(copy, path.split("."));
  return copy;
}

/**
 * The answers a section judges: its own fields only, unanswered values dropped and hidden
 * fields removed, so a hidden field can neither be required nor carry a stale answer. Parts that
 * need no cleaning are shared with `answers`, not copied: the result is only read (by ajv and the
 * engine's own checks), never changed.
 */
export function sectionData(section: Section, answers: Answers, hidden: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of fieldNames(section)) {
    if (Object.prototype.hasOwnProperty.call(answers, name)) picked[name] = answers[name];
  }
  // `picked` is a new object (as is whatever normalizeAnswers makes of it), so the hidden paths
  // are dropped from it in place; a path it does not hold would leave it as it is.
  const data = normalizeAnswers(picked) as Record<string, unknown>;
  for (const path of hidden) if (holdsPath(data, path)) dropPath(data, path.split("."));
  return data;
}
