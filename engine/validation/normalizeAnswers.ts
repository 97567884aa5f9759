import { isAnswered } from "../conditions/isAnswered.ts";

const hasOwn = (target: object, key: string): boolean => Object.prototype.hasOwnProperty.call(target, key);

/** Whether normalizeAnswers would return `value` as it is: plain objects and lists with nothing unanswered inside, at any depth. */
function isNormal(value: unknown): boolean {
  if (value === null || typeof value !== "object") return true;
  if (Array.isArray(value)) {
    for (const item of value) if (!isNormal(item)) return false;
    return true;
  }
  // Only a plain object is kept as it is; and `out[key] =` does not keep a `__proto__` key as an answer.
  if (Object.getPrototypeOf(value) !== Object.prototype || hasOwn(value, "__proto__")) return false;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    const inner = (value as Record<string, unknown>)[key];
    if (!isAnswered(inner) || !isNormal(inner)) return false;
  }
  return true;
}

function cleaned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => (item !== null && typeof item === "object" ? normalizeAnswers(item) : item));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const clean = normalizeAnswers(inner);
    if (isAnswered(clean)) out[key] = clean;
  }
  return out;
}

/**
 * Drops unanswered values (absent, null, blank text, empty lists) so that `required` means
 * "answered", as the spec's 'This field is required' does. Objects are cleaned inside; rows of a
 * list are kept in place (their position is part of the pointer) but cleaned inside. A plain
 * object or list with nothing to drop, at any depth, is returned itself rather than copied
 * (decision 0024): the result may share parts with `value`, so it is read, never changed.
 */
export function normalizeAnswers(value: unknown): unknown {
  return isNormal(value) ? value : cleaned(value);
}
