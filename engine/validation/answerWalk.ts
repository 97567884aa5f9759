import type { FieldSchema } from "../types.ts";
import type { AnswerVisit } from "./eachAnswer.ts";

/**
 * The part of an object schema a rule needs to walk: the fields it checks (`wanted`) and the
 * nested objects and rows that hold some, in schema order. Found once per schema and rule, so a
 * check that concerns three date fields does not visit the other forty answers (decision 0024).
 */
export interface AnswerWalk {
  name: string;
  field: FieldSchema;
  wanted: boolean;
  /** Inside a nested object (`field.properties`). */
  inner: AnswerWalk[] | null;
  /** Inside each row of a list of objects (`field.items.properties`). */
  rows: AnswerWalk[] | null;
}

/** The walk of `schema` down to every field `wanted` picks; empty when it picks none. */
export function answerWalk(schema: FieldSchema, wanted: (name: string, field: FieldSchema) => boolean): AnswerWalk[] {
  const walk: AnswerWalk[] = [];
  if (!schema.properties) return walk;
  for (const [name, field] of Object.entries(schema.properties)) {
    const inner = field.properties ? answerWalk(field, wanted) : [];
    const rows = field.items?.properties ? answerWalk(field.items, wanted) : [];
    const picked = wanted(name, field);
    if (picked || inner.length || rows.length) walk.push({ name, field, wanted: picked, inner: inner.length ? inner : null, rows: rows.length ? rows : null });
  }
  return walk;
}

/**
 * Visits the answered fields of a walk exactly as eachAnswer visits them (same order, pointers and
 * containers), leaving out the fields the walk does not want.
 */
export function walkAnswers(walk: AnswerWalk[], data: unknown, visit: (v: AnswerVisit) => void, base = ""): void {
  if (walk.length === 0 || data === null || typeof data !== "object" || Array.isArray(data)) return;
  const container = data as Record<string, unknown>;
  for (const { name, field, wanted, inner, rows } of walk) {
    if (!Object.prototype.hasOwnProperty.call(container, name)) continue;
    const value = container[name];
    const pointer = `${base}/${name}`;
    if (wanted) visit({ pointer, name, field, value, container });
    if (inner) walkAnswers(inner, value, visit, pointer);
    if (rows && Array.isArray(value)) value.forEach((row, i) => walkAnswers(rows, row, visit, `${pointer}/${i}`));
  }
}

/** A cache of walks by schema, for one rule. */
export function walkCache(wanted: (name: string, field: FieldSchema) => boolean): (schema: FieldSchema) => AnswerWalk[] {
  const walks = new WeakMap<FieldSchema, AnswerWalk[]>();
  return (schema) => {
    let walk = walks.get(schema);
    if (!walk) {
      walk = answerWalk(schema, wanted);
      walks.set(schema, walk);
    }
    return walk;
  };
}
