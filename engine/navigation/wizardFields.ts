import type { CompiledDefinition } from "../definition/compileDefinition.ts";

/**
 * Every field only the wizard asks, with the steps that ask it. A field that a form page or the
 * payment form also holds (nfa_registration_number, prefilled from the profile) is left out: its
 * answer belongs to the form as well, so the wizard's path never discards it.
 */
export function wizardFields(compiled: CompiledDefinition): Map<string, string[]> {
  const formFields = new Set([...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])].flatMap((s) => Object.keys(s.section.schema.properties)));
  const fields = new Map<string, string[]>();
  for (const [id, step] of compiled.steps) {
    for (const name of Object.keys(step.section.schema.properties)) {
      if (!formFields.has(name)) fields.set(name, [...(fields.get(name) ?? []), id]);
    }
  }
  return fields;
}
