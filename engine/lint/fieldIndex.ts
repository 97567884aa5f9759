import type { Definition, FieldSchema, Section } from "../types.ts";
import { didYouMean } from "./didYouMean.ts";

/** Where a field is asked and what it offers. */
export interface FieldInfo {
  schema: FieldSchema;
  sections: string[];
}

/** The allowed values of a field (its enum, its list's values, or its items'), or null when free. */
export function allowedValues(field: FieldSchema): string[] | null {
  const choices = field.type === "array" && field.items ? field.items : field;
  const list = choices["x-list"]?.items.map((i) => i.value);
  const values = list ?? choices.enum?.map(String) ?? (choices.const !== undefined ? [String(choices.const)] : null);
  return values ? [...new Set(values)] : null;
}

/** Every section of a definition: steps, form pages, payment. */
export function sectionsOf(definition: Definition): Section[] {
  return [...(definition.wizard?.steps ?? []), ...definition.form.pages, ...(definition.payment ? [definition.payment] : [])];
}

/** Every field of every section, by name (top-level names; nested ones live in their schema). */
export function fieldIndex(sections: Section[]): Map<string, FieldInfo> {
  const index = new Map<string, FieldInfo>();
  for (const section of sections) {
    for (const [name, schema] of Object.entries(section.schema?.properties ?? {})) {
      const known = index.get(name);
      if (known) known.sections.push(section.id);
      else index.set(name, { schema, sections: [section.id] });
    }
  }
  return index;
}

/** The schema of a dotted field path (payment_details.fisher_id) in the index, or undefined. */
export function fieldAt(index: Map<string, FieldInfo>, path: string): FieldSchema | undefined {
  const [head, ...rest] = path.split(".");
  let schema = index.get(head ?? "")?.schema;
  for (const key of rest) schema = schema?.properties?.[key];
  return schema;
}

/**
 * The schema of a row's own field written after its list's path (consignment_lines.species; a
 * nested list's after both): a path that steps into a list's rows, as a condition over rows reads.
 */
export function rowFieldAt(index: Map<string, FieldInfo>, path: string): FieldSchema | undefined {
  const [head, ...rest] = path.split(".");
  let schema = index.get(head ?? "")?.schema;
  for (const key of rest) schema = (schema?.type === "array" ? schema.items : schema)?.properties?.[key];
  return schema;
}

/**
 * "did you mean" for a dotted field path that names no field: the nearest top-level field for a
 * misspelt head, else the nearest property of the object the known part of the path reaches.
 */
export function fieldSuggestion(index: Map<string, FieldInfo>, path: string): string {
  const [head = "", ...rest] = path.split(".");
  let schema = index.get(head)?.schema;
  if (!schema) return didYouMean(head, index.keys());
  for (const key of rest) {
    const inner: FieldSchema | undefined = schema.properties?.[key];
    if (!inner) return didYouMean(key, Object.keys(schema.properties ?? {}));
    schema = inner;
  }
  return "";
}
