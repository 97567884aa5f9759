import type { Answers, ComputedRule, FieldSchema, SectionSchema } from "../types.ts";
import { computeValue } from "./computeValue.ts";
import { isDisabled, isHidden } from "./siblingRules.ts";

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * What an object schema asks of applyComputed, found once per schema (decision 0024): only the
 * fields that are computed, may be disabled or hidden by their siblings, or hold such fields
 * further down, in schema order.
 * A schema with none of them leaves every answer as it is, so it has no plan at all.
 */
interface Plan {
  /** Nested objects and lists of rows that hold computed, disabled or hidden fields. */
  nested: Array<{ name: string; field: FieldSchema; object: Plan | null; rows: Plan | null }>;
  /** Fields with `x-disabledWhen` or `x-showWhen`: emptied when their siblings disable or hide them. */
  emptied: Array<[string, FieldSchema]>;
  computed: Array<[string, ComputedRule]>;
}

const plans = new WeakMap<FieldSchema, Plan | null>();

function planOf(schema: FieldSchema): Plan | null {
  if (plans.has(schema)) return plans.get(schema) ?? null;
  const plan: Plan = { nested: [], emptied: [], computed: [] };
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const object = field.properties ? planOf(field) : null;
    const rows = field.items?.properties ? planOf(field.items) : null;
    if (object || rows) plan.nested.push({ name, field, object, rows });
    if (field["x-disabledWhen"] !== undefined || field["x-showWhen"] !== undefined) plan.emptied.push([name, field]);
    if (field["x-computed"]) plan.computed.push([name, field["x-computed"]]);
  }
  const useful = plan.nested.length || plan.emptied.length || plan.computed.length ? plan : null;
  plans.set(schema, useful);
  return useful;
}

/** `out` with `name` set (or removed, for undefined): a copy of `data` first, so the answers given are never changed. */
function written(out: Record<string, unknown>, data: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const target = out === data ? { ...data } : out;
  if (value === undefined) delete target[name];
  else target[name] = value;
  return target;
}

function applyInObject(plan: Plan, data: Record<string, unknown>): Record<string, unknown> {
  let out = data;
  for (const { name, field, object, rows } of plan.nested) {
    const value = out[name];
    if (field.properties && isObject(value)) {
      const inner = object ? applyInObject(object, value) : value;
      if (inner !== value) out = written(out, data, name, inner);
    } else if (field.items?.properties && Array.isArray(value) && rows) {
      const cleaned = value.map((row) => (isObject(row) ? applyInObject(rows, row) : row));
      if (cleaned.some((row, i) => row !== value[i])) out = written(out, data, name, cleaned);
    }
  }
  // A disabled field keeps no value (spec 002 §5: a serial number typed before choosing Unknown),
  // nor does one its row does not ask (a CITES number on a snapper row).
  for (const [name, field] of plan.emptied) {
    if (out[name] !== undefined && (isDisabled(field, out) || isHidden(field, out))) out = written(out, data, name, undefined);
  }
  // Computed fields last, so they see the rows as cleaned above.
  for (const [name, rule] of plan.computed) {
    const value = computeValue(rule, out);
    if (value !== out[name]) out = written(out, data, name, value);
  }
  return out;
}

/**
 * The answers with every `x-computed` field worked out again from its siblings, and every field
 * its siblings disable (`x-disabledWhen`) or do not ask (`x-showWhen`) emptied, wherever it sits (top level, nested object,
 * rows of a list). The renderer calls it as the applicant types; the engine calls it before
 * judging, so a value sent by a browser is never trusted and a disabled one never kept. Returns
 * the same object when nothing changes.
 */
export function applyComputed(schemas: Array<FieldSchema | SectionSchema>, answers: Answers): Answers {
  let current = answers;
  for (const schema of schemas) {
    const plan = planOf(schema);
    if (plan) current = applyInObject(plan, current);
  }
  return current;
}
