import type { CompiledDefinition } from "./compileDefinition.ts";

/**
 * Every top-level answer a definition knows: the fields of its wizard steps, form pages and
 * payment form. Anything else in a save or submit body is not an answer of this type and is not
 * kept (issue 13 finding 6, docs/decisions/0015-identity-and-bounds-of-answers.md).
 */
export function knownFields(compiled: CompiledDefinition): Set<string> {
  const sections = [...compiled.steps.values(), ...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])];
  return new Set(sections.flatMap((s) => Object.keys(s.section.schema.properties)));
}
