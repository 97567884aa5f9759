import type { FieldSchema } from "../types.ts";

/**
 * Turns every `x-list` (a reference list pulled in by `$ref`) into the `enum` ajv checks, so a
 * list is edited in one place and every field that offers it follows. Returns a new schema.
 */
export function inlineLists<T extends FieldSchema>(schema: T): T {
  const copy: FieldSchema = { ...schema };
  const list = copy["x-list"];
  if (list && !copy.enum) copy.enum = [...new Set(list.items.map((item) => item.value))];
  if (copy.items) copy.items = inlineLists(copy.items);
  if (copy.properties) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([name, field]) => [name, inlineLists(field)]));
  }
  return copy as T;
}
