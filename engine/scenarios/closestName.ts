import { nearestNames } from "../lint/didYouMean.ts";

/** Letters and digits only, lower case: "St. Catherine" and "St.Catherine" are the same name. */
const folded = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The known name an analyst most likely meant by `typed` ("curent" → "current", "St. Catherine"
 * → "St.Catherine"), or undefined when none is close: the same letters and digits ignoring case,
 * spaces and punctuation first, else the lint's nearest name (at most a third of the word differs,
 * decision 0031), so scenarios and definitions suggest alike.
 */
export function closestName(typed: string, known: Iterable<string>): string | undefined {
  const candidates = [...known];
  return candidates.find((name) => folded(name) === folded(typed)) ?? nearestNames(typed, candidates)[0];
}

/** ` Did you mean "x"?` when a known name is close to `typed`, else "". */
export const didYouMean = (typed: string, known: Iterable<string>): string => {
  const name = closestName(typed, known);
  return name === undefined ? "" : ` Did you mean "${name}"?`;
};
