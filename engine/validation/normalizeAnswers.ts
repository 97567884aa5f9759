import { isAnswered } from "../conditions/isAnswered.ts";

/**
 * Drops unanswered values (absent, null, blank text, empty lists) so that `required` means
 * "answered", as the spec's 'This field is required' does. Objects are cleaned inside; rows of a
 * list are kept in place (their position is part of the pointer) but cleaned inside. A plain
 * object or list with nothing to drop, at any depth, is returned itself rather than copied
 * (decision 0024): the result may share parts with `value`, so it is read, never changed.
 */
export function normalizeAnswers(value: unknown): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item: unknown) => {
      const cleaned = item !== null && typeof item === "object" ? normalizeAnswers(item) : item;
      if (cleaned !== item) changed = true;
      return cleaned;
    });
    return changed ? out : value;
  }
  if (value === null || typeof value !== "object") return value;
  // Only a plain object may be kept as it is; anything else becomes one.
  let changed = Object.getPrototypeOf(value) !== Object.prototype;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const cleaned = normalizeAnswers(inner);
    // `out[key] =` does not keep a `__proto__` key as an answer, so an object holding one is always rebuilt.
    if (cleaned !== inner || key === "__proto__") changed = true;
    if (isAnswered(cleaned)) out[key] = cleaned;
    else changed = true;
  }
  return changed ? out : value;
}
