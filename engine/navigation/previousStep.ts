import type { Navigation } from "./navigate.ts";

/**
 * The step Previous goes to: the one walked before `from` on this path, so Back skips exactly
 * what was skipped (Recreational goes back from transaction to licence type). Null at the first.
 */
export function previousStep(navigation: Pick<Navigation, "path">, from: string): string | null {
  const at = navigation.path.indexOf(from);
  return at > 0 ? (navigation.path[at - 1] ?? null) : null;
}
