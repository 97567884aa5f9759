import { isHidden } from "../computed/siblingRules.ts";
import type { FieldSchema } from "../types.ts";
import { pointerOf } from "./pointer.ts";

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** Whether an object schema, or one inside it, has a field with `x-showWhen`: worked out once per schema. */
const declaring = new WeakMap<FieldSchema, boolean>();
function declares(schema: FieldSchema): boolean {
  let known = declaring.get(schema);
  if (known === undefined) {
    known = Object.values(schema.properties ?? {}).some((field) => field["x-showWhen"] !== undefined || (field.properties ? declares(field) : false) || (field.items?.properties ? declares(field.items) : false));
    declaring.set(schema, known);
  }
  return known;
}

/**
 * The JSON pointers of the fields their own object or row does not ask (`x-showWhen`,
 * docs/decisions/0060) for these answers: `/consignment_lines/1/cites_permit_number` when the
 * second line is not queen conch. Nothing is reported under them, its `required` above all.
 */
export function hiddenInRows(schema: FieldSchema, data: unknown, at = ""): string[] {
  if (!declares(schema) || !isObject(data)) return [];
  const hidden: string[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const here = `${at}${pointerOf(name)}`;
    if (field["x-showWhen"] !== undefined && isHidden(field, data)) {
      hidden.push(here);
      continue;
    }
    const value = data[name];
    if (field.properties) hidden.push(...hiddenInRows(field, value, here));
    else if (field.items?.properties && Array.isArray(value)) value.forEach((row, i) => hidden.push(...hiddenInRows(field.items!, row, `${here}/${i}`)));
  }
  return hidden;
}
