import type { Definition } from "../types.ts";
import { nextLabel } from "./nextLabel.ts";

/**
 * A copy of `definition` as `npm run engine -- new-version` makes its next version (decision 0041):
 * the label that follows in its own month, and migrations from it with no changes yet. For the
 * tools and tests that try an edit as an analyst would make it, before the edit itself.
 */
export function asNextVersion<D extends Pick<Definition, "version" | "migrations">>(definition: D): D {
  const [year = "", month = ""] = definition.version.split(".");
  return { ...structuredClone(definition), version: nextLabel(definition.version, `${year}-${month}`), migrations: { from: definition.version, changes: [] } };
}
