import { conditionLeaves } from "../lint/conditionLeaves.ts";
import { conditionSites } from "../lint/conditionSites.ts";
import type { Definition } from "../types.ts";
import { isLicenceListField } from "./licenceListFields.ts";

const known = new WeakMap<Definition, boolean>();

/**
 * Whether any condition of a definition reads `$licences` or `$suspendedLicences` (issue 29): only then does the server
 * look up the applicant's licences to judge it, so the types that do not ask pay nothing for it.
 * Decided once per definition.
 */
export function readsLicences(definition: Definition): boolean {
  let reads = known.get(definition);
  if (reads === undefined) {
    reads = conditionSites(definition).some((site) => conditionLeaves(site.condition, site.at, definition.conditions ?? {}, []).some(({ leaf }) => isLicenceListField(leaf.field)));
    known.set(definition, reads);
  }
  return reads;
}
