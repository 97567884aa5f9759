import { editDistance } from "./editDistance.ts";

/**
 * The known names nearest to a misspelt one, or none when nothing is close enough to be the name
 * meant: at most a third of the name's characters differ (at least one), ignoring case
 * (decision 0031). Ties are all returned, in the order given.
 */
export function nearestNames(name: string, candidates: Iterable<string>): string[] {
  const wanted = name.toLowerCase();
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best = limit + 1;
  let found: string[] = [];
  for (const candidate of new Set(candidates)) {
    if (candidate === name) continue;
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance < best) [best, found] = [distance, [candidate]];
    else if (distance === best) found.push(candidate);
  }
  return found.slice(0, 3);
}

/** `; did you mean "x"?` (or `"x" or "y"`) to end a message with, or "" when nothing is close. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const near = nearestNames(name, candidates);
  return near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(" or ")}?` : "";
}
