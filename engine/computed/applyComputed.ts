import type { Answers, FieldSchema, SectionSchema } from "../types.ts";
import { computeValue } from "./computeValue.ts";
import { isDisabled } from "./isDisabled.ts";

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function applyInObject(schema: FieldSchema | SectionSchema, data: Record<string, unknown>): Record<string, unknown> {
  let out = data;
  const write = (name: string, value: unknown) => {
    if (out === data) out = { ...data };
    if (value === undefined) delete out[name];
    else out[name] = value;
  };
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const value = out[name];
    if (field.properties && isObject(value)) {
      const inner = applyInObject(field, value);
      if (inner !== value) write(name, inner);
    } else if (field.items?.properties && Array.isArray(value)) {
      const rows = value.map((row) => (isObject(row) ? applyInObject(field.items as FieldSchema, row) : row));
      if (rows.some((row, i) => row !== value[i])) write(name, rows);
    }
  }
  // A disabled field keeps no value (spec 002 §5: a serial number typed before choosing Unknown).
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (out[name] !== undefined && isDisabled(field, out)) write(name, undefined);
  }
  // Computed fields last, so they see the rows as cleaned above.
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const rule = field["x-computed"];
    if (!rule) continue;
    const value = computeValue(rule, out);
    if (value !== out[name]) write(name, value);
  }
  return out;
}

/**
 * The answers with every `x-computed` field worked out again from its siblings, and every field
 * its siblings disable (`x-disabledWhen`) emptied, wherever it sits (top level, nested object,
 * rows of a list). The renderer calls it as the applicant types; the engine calls it before
 * judging, so a value sent by a browser is never trusted and a disabled one never kept. Returns
 * the same object when nothing changes.
 */
export function applyComputed(schemas: Array<FieldSchema | SectionSchema>, answers: Answers): Answers {
  return schemas.reduce<Answers>((current, schema) => applyInObject(schema, current), answers);
}
