/** Letters and digits only, lower case: "St. Catherine" and "St.Catherine" are the same name. */
const folded = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Edits (insert, delete, replace) that turn one word into the other. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known name an analyst most likely meant by `typed` ("curent" → "current", "St. Catherine"
 * → "St.Catherine"), or undefined when none is close: the same letters and digits ignoring case,
 * spaces and punctuation first, else the fewest edits, at most a third of the word (and 1 at least).
 */
export function closestName(typed: string, known: Iterable<string>): string | undefined {
  const candidates = [...known];
  const same = candidates.find((name) => folded(name) === folded(typed));
  if (same !== undefined) return same;
  let best: { name: string; edits: number } | undefined;
  for (const name of candidates) {
    const edits = distance(folded(typed), folded(name));
    if (edits <= Math.max(1, Math.floor(typed.length / 3)) && (!best || edits < best.edits)) best = { name, edits };
  }
  return best?.name;
}

/** ` Did you mean "x"?` when a known name is close to `typed`, else "". */
export const didYouMean = (typed: string, known: Iterable<string>): string => {
  const name = closestName(typed, known);
  return name === undefined ? "" : ` Did you mean "${name}"?`;
};
