import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { ConditionScope } from "../../../engine/conditions/evaluateCondition.ts";
import type { CompiledSection } from "../../../engine/definition/compileDefinition.ts";
import { fieldOptions } from "../../../engine/options/fieldOptions.ts";
import type { FieldSchema } from "../../../engine/types.ts";
import { hiddenFields } from "../../../engine/validation/hiddenFields.ts";
import { resolveYear } from "../../../engine/validation/resolveYear.ts";
import { siblingRulesUi } from "./siblingRulesUi.ts";

/** What RJSF draws for one section now: its schema without hidden fields, options narrowed and switched off, and the answers. */
export interface SectionForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
}

function withoutHidden(schema: FieldSchema, hidden: string[]): FieldSchema {
  const top = new Set(hidden.filter((h) => !h.includes(".")));
  const properties: Record<string, FieldSchema> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (top.has(name)) continue;
    const nested = hidden.filter((h) => h.startsWith(`${name}.`)).map((h) => h.slice(name.length + 1));
    properties[name] = nested.length && field.properties ? withoutHidden(field, nested) : field;
  }
  return { ...schema, properties, required: (schema.required ?? []).filter((r) => !top.has(r)) };
}

/**
 * An `anyOf` of `required` lists is a rule (the MAJ mark or the NFA number, spec 001 §5), which the
 * engine judges; RJSF would draw it as a choice of forms ('Option 1', 'Option 2'), so it is left out.
 */
function withoutRequiredChoice(field: FieldSchema): FieldSchema {
  const choices = field.anyOf;
  if (!Array.isArray(choices) || !choices.every((c) => c !== null && typeof c === "object" && Object.keys(c).every((k) => k === "required"))) return field;
  const { anyOf: _rule, ...rest } = field;
  return rest;
}

/**
 * The field as drawn: computed fields (durations, totals) are shown but never typed in, since the
 * engine works them out; a year field bounded both ways is a choice of those years; an upload is
 * drawn by its file widget.
 */
function forDrawing(drawn: FieldSchema, today: string): FieldSchema {
  const field = withoutRequiredChoice(drawn);
  if (field["x-computed"]) return { ...field, readOnly: true };
  // An upload kept as {name, content, contentType} (x-file) is one file input, not an object's fields.
  if (field["x-file"]) return { ...field, type: "string" };
  const first = resolveYear(field.minYear, today);
  const last = resolveYear(field.maxYear, today);
  if (first !== null && last !== null && last >= first) return { ...field, enum: Array.from({ length: last - first + 1 }, (_, i) => first + i) };
  const properties = field.properties ? Object.fromEntries(Object.entries(field.properties).map(([k, f]) => [k, forDrawing(f, today)])) : undefined;
  const items = field.items ? forDrawing(field.items, today) : undefined;
  return { ...field, ...(properties ? { properties } : {}), ...(items ? { items } : {}) };
}

/** Keeps only the given dotted fields (`payment_details.fisher_id`), for a form drawn in parts. */
function onlyFields(schema: FieldSchema, paths: string[]): FieldSchema {
  const properties: Record<string, FieldSchema> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (paths.includes(name)) properties[name] = field;
    else {
      const nested = paths.filter((p) => p.startsWith(`${name}.`)).map((p) => p.slice(name.length + 1));
      if (nested.length && field.properties) properties[name] = onlyFields(field, nested);
    }
  }
  return { ...schema, properties, required: (schema.required ?? []).filter((r) => r in properties) };
}

/**
 * Builds the RJSF form of a wizard step or form page from the engine's view of the answers: the
 * fields the engine hides are left out, a filtered list offers only its group's items (ports of
 * the chosen region), and options switched off (closed seasons) are disabled with their reason.
 */
export function sectionForm(compiled: CompiledSection, scope: ConditionScope, only?: string[]): SectionForm {
  const { section, schema: full, at } = compiled;
  const { hidden } = hiddenFields(section, scope, at);
  const visible = forDrawing(withoutHidden(full, hidden), scope.context.today);
  const schema = only ? onlyFields(visible, only) : visible;
  const uiSchema: UiSchema = siblingRulesUi(schema, { ...(section.ui ?? {}) }, scope.answers);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const choices = field.type === "array" && field.items ? field.items : field;
    const filtered = Boolean(choices["x-filterBy"] ?? field["x-filterBy"]);
    const ruled = Boolean(section.options?.[name]);
    if (!filtered && !ruled) continue;
    const ui = (uiSchema[name] ?? {}) as Record<string, unknown>;
    // `hideDisabled`: an option these answers rule out is left out rather than greyed (Business to an individual, issue 31 item 11).
    const hide = Boolean((ui["ui:options"] as { hideDisabled?: boolean } | undefined)?.hideDisabled);
    const options = fieldOptions(section, name, field, scope).filter((o) => !(hide && o.disabled));
    const offered = options.map((o) => o.value);
    const narrowed = { ...choices, enum: offered.length ? offered : choices.enum };
    schema.properties = { ...schema.properties, [name]: field.type === "array" ? { ...field, items: narrowed } : { ...field, enum: narrowed.enum } };
    uiSchema[name] = {
      ...ui,
      "ui:enumDisabled": options.filter((o) => o.disabled).map((o) => o.value),
      "ui:options": { ...((ui["ui:options"] as object | undefined) ?? {}), reasons: Object.fromEntries(options.filter((o) => o.disabled).map((o) => [o.value, o.reason ?? ""])) },
    };
  }
  const formData = Object.fromEntries(Object.keys(schema.properties ?? {}).filter((name) => scope.answers[name] !== undefined).map((name) => [name, scope.answers[name]]));
  return { schema: schema as RJSFSchema, uiSchema, formData };
}
