import type { FieldSchema } from "../../../engine/types.ts";

const typeOf = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value);
const typeMatches = (type: string, value: unknown) => type === typeOf(value) || (type === "number" && typeof value === "number");

/**
 * Whether data satisfies a schema of the definition language's vocabulary, without compiling
 * code. RJSF asks this only to decide which `if`/`then` or `anyOf` branch to draw; the engine's
 * precompiled validators decide what is valid.
 */
export function matchesSchema(schema: FieldSchema | boolean | undefined, data: unknown): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  if (schema.type !== undefined && !(Array.isArray(schema.type) ? schema.type : [schema.type]).some((t) => typeMatches(t, data))) return false;
  if ("const" in schema && schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(data)) return false;
  if (schema.enum && !schema.enum.some((v) => JSON.stringify(v) === JSON.stringify(data))) return false;
  if (typeof data === "string") {
    if (schema.minLength !== undefined && data.length < schema.minLength) return false;
    if (schema.maxLength !== undefined && data.length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(data)) return false;
  }
  if (typeof data === "number") {
    if (schema.minimum !== undefined && data < schema.minimum) return false;
    if (schema.maximum !== undefined && data > schema.maximum) return false;
  }
  if (Array.isArray(data)) {
    if (schema.minItems !== undefined && data.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && data.length > schema.maxItems) return false;
    if (schema.items && !data.every((item) => matchesSchema(schema.items, item))) return false;
  }
  if (data !== null && typeof data === "object" && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    if ((schema.required ?? []).some((name) => record[name] === undefined)) return false;
    for (const [name, field] of Object.entries(schema.properties ?? {})) if (record[name] !== undefined && !matchesSchema(field, record[name])) return false;
  }
  const sub = schema as FieldSchema & { allOf?: FieldSchema[]; anyOf?: FieldSchema[]; oneOf?: FieldSchema[]; not?: FieldSchema; if?: FieldSchema; then?: FieldSchema; else?: FieldSchema };
  if (sub.allOf && !sub.allOf.every((s) => matchesSchema(s, data))) return false;
  if (sub.anyOf && !sub.anyOf.some((s) => matchesSchema(s, data))) return false;
  if (sub.oneOf && sub.oneOf.filter((s) => matchesSchema(s, data)).length !== 1) return false;
  if (sub.not && matchesSchema(sub.not, data)) return false;
  if (sub.if) return matchesSchema(sub.if, data) ? matchesSchema(sub.then, data) : matchesSchema(sub.else, data);
  return true;
}
