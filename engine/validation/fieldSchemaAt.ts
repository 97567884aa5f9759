import type { FieldSchema } from "../types.ts";

const unescape = (s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~");

/**
 * The field schema a JSON pointer into the answers lands on, following `properties` for objects
 * and `items` for list rows (`/engine_details/0/engine_serial_number`). Used to find a field's own
 * messages even when the failing rule sits in an `if`/`then` of its row.
 */
export function fieldSchemaAt(schema: FieldSchema, pointer: string): FieldSchema | undefined {
  let at: FieldSchema | undefined = schema;
  for (const segment of pointer.split("/").slice(1).map(unescape)) {
    if (!at) return undefined;
    at = /^\d+$/.test(segment) && at.items ? at.items : at.properties?.[segment];
  }
  return at;
}
