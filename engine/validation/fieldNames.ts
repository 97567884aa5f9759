import type { Section } from "../types.ts";

const names = new WeakMap<Section, string[]>();

/** The top-level field names of a section, in schema order, listed once per section (decision 0024). Read-only. */
export function fieldNames(section: Section): readonly string[] {
  let found = names.get(section);
  if (!found) {
    found = Object.keys(section.schema.properties);
    names.set(section, found);
  }
  return found;
}
