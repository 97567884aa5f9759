import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import type { RegisterPolicy } from "../../engine/types.ts";

/**
 * The register section of every type on the public register today, by type id (decision 0066):
 * read from the versions in force, so a type whose definition drops its section is off the
 * register at once, and one that gains it is on.
 */
export function registerPolicies(definitions: { all(): CompiledDefinition[] }): Map<string, RegisterPolicy> {
  return new Map(definitions.all().flatMap(({ definition }) => (definition.register ? [[definition.id, definition.register] as const] : [])));
}
