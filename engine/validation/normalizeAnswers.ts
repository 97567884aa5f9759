import { isAnswered } from "../conditions/isAnswered.ts";

/**
 * Drops unanswered values (absent, null, blank text, empty lists) so that `required` means
 * "answered", as the spec's 'This field is required' does. Objects are cleaned inside; rows of a
 * list are kept in place (their position is part of the pointer) but cleaned inside.
 */
export function normalizeAnswers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item !== null && typeof item === "object" ? normalizeAnswers(item) : item));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const cleaned = normalizeAnswers(inner);
    if (isAnswered(cleaned)) out[key] = cleaned;
  }
  return out;
}
