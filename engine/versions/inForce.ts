import type { Definition } from "../types.ts";

/**
 * The version of a type in force on a day (decision 0041): the newest whose `effectiveFrom` is not
 * after it (a version without one took effect when it was served). `versions` are one type's, oldest
 * first; null only when every version starts after the day.
 */
export function inForce<T extends { definition: Pick<Definition, "effectiveFrom"> }>(versions: readonly T[], day: string): T | null {
  for (let i = versions.length - 1; i >= 0; i--) {
    const version = versions[i] as T;
    if ((version.definition.effectiveFrom ?? "") <= day) return version;
  }
  return null;
}

/** One type's versions oldest first: labels (YYYY.MM.N) only grow, so their order is the versions' order. */
export function versionOrder<T extends { definition: Pick<Definition, "version"> }>(versions: readonly T[]): T[] {
  return [...versions].sort((a, b) => compareLabels(a.definition.version, b.definition.version));
}

/** Version labels (YYYY.MM.N) in order: year, month, then N as a number. */
export function compareLabels(a: string, b: string): number {
  const [pa, pb] = [a.split(".").map(Number), b.split(".").map(Number)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}
