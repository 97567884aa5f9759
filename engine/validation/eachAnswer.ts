import type { FieldSchema } from "../types.ts";

/** One answered field met while walking a section's schema over its answers. */
export interface AnswerVisit {
  pointer: string;
  name: string;
  field: FieldSchema;
  value: unknown;
  /** The object holding the value: the answers, a nested object or a row of a list. */
  container: Record<string, unknown>;
}

/**
 * Walks the answered fields of an object schema, descending into nested objects and into every
 * row of a list of objects, so that rules ajv cannot express (dates relative to today, lists
 * filtered by another answer) are checked wherever the field appears.
 */
export function eachAnswer(schema: FieldSchema, data: unknown, visit: (v: AnswerVisit) => void, base = ""): void {
  if (data === null || typeof data !== "object" || Array.isArray(data) || !schema.properties) return;
  const container = data as Record<string, unknown>;
  for (const [name, field] of Object.entries(schema.properties)) {
    if (!Object.prototype.hasOwnProperty.call(container, name)) continue;
    const value = container[name];
    const pointer = `${base}/${name}`;
    visit({ pointer, name, field, value, container });
    if (field.properties) eachAnswer(field, value, visit, pointer);
    if (field.items?.properties && Array.isArray(value)) value.forEach((row, i) => eachAnswer(field.items as FieldSchema, row, visit, `${pointer}/${i}`));
  }
}
