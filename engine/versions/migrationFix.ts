import type { Definition, MigrationChange } from "../types.ts";

/** A change written as an analyst types it in the file: `{"op": "drop", "field": "x"}`. */
export const changeText = (change: MigrationChange | Record<string, unknown>): string =>
  `{${Object.entries(change)
    .map(([key, value]) => `"${key}": ${JSON.stringify(value)}`)
    .join(", ")}}`;

/**
 * The end of a breaking-change message: the changes that would cover it, and where they go — into
 * the definition's `migrations`, or a new `migrations` from the previous version when it has none.
 */
export function migrationFix(current: Definition, previousLabel: string, alternatives: Array<MigrationChange | Record<string, unknown>>): string {
  const written = alternatives.map(changeText);
  if (current.migrations) return `add ${written.join(" or ")} to "changes" in "migrations"`;
  if (written.length === 1) return `add "migrations": {"from": "${previousLabel}", "changes": [${written[0] as string}]}`;
  return `add "migrations": {"from": "${previousLabel}", "changes": []} and put ${written.join(" or ")} in "changes"`;
}
