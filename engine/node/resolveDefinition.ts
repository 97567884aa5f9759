import { fillTerms } from "../definition/fillTerms.ts";
import { normalizeConditions } from "../definition/normalizeConditions.ts";
import { resolveRefs, type Origin, type RefHost } from "../refs/resolveRefs.ts";
import type { Definition } from "../types.ts";

/**
 * A definition file as the engine reads it, neither linted nor compiled: every `$ref` inlined and
 * every short equality written as its canonical leaf (decision 0036), with the origins that place a
 * pointer back in the file an analyst edits. Its hash is the version's content hash (decision
 * 0041). Throws what reading or resolving throws (JsonSyntaxError, RefError).
 */
export function resolveDefinition(file: string, files: RefHost): { definition: Definition; origins: Origin[] } {
  const resolved = resolveRefs(files.read(file), file, files);
  const definition = normalizeConditions(resolved.value) as Definition;
  // The type's terms in the texts of its shared fragments (decision 0061): the resolved text is the one served, hashed and judged.
  return { definition: fillTerms(definition, definition.terms ?? {}), origins: resolved.origins };
}
