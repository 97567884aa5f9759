import { defaultMessages, fillMessage } from "../validation/defaultMessages.ts";
import type { Condition, Definition, FieldSchema, Section, TypeMessages } from "../types.ts";
import { widgetAt } from "../validation/widgetAt.ts";
import { conditionLeaves } from "./conditionLeaves.ts";
import { didYouMean } from "./didYouMean.ts";
import { combinatorParts, eachField, type FieldVisit } from "./eachField.ts";
import type { LintIssue } from "./LintIssue.ts";

/** The rules ajv reports by their keyword; the engine looks a message up by that keyword (engine/validation/ajvErrors.ts). */
const AJV_RULES = ["type", "enum", "const", "format", "pattern", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems", "uniqueItems", "contains", "minContains", "maxContains", "minProperties", "maxProperties", "required", "dependentRequired", "additionalProperties", "propertyNames"];
/** Rules the engine checks itself (dates, years, uploads), with the message key each uses. */
const ENGINE_RULES = ["email", "minDate", "maxDate", "minYear", "maxYear", "afterField", "file"];
/** Every key of `errorMessage` the engine reads. The filter of a list (`filterBy`) has one fixed text and is not among them. */
export const MESSAGE_KEYS: readonly string[] = [...new Set([...AJV_RULES, ...ENGINE_RULES])];

const formatOf = (schemas: FieldSchema[]): string | undefined => schemas.find((s) => typeof s.format === "string")?.format;

/** The schemas whose rules may use this field's messages: itself, its rows or choices (a list lends its messages to them), its conditional parts. */
const ruleSources = (v: FieldVisit): FieldSchema[] => {
  const own = [v.field, ...combinatorParts(v.field), ...v.overlays];
  return [...own, ...own.flatMap((s) => (s.items && typeof s.items === "object" ? [s.items] : []))];
};

/** Whether the field has the rule a message key belongs to, so the message can ever be shown. */
function hasRule(key: string, sources: FieldSchema[]): boolean {
  const has = (keyword: string) => sources.some((s) => s[keyword] !== undefined);
  const format = formatOf(sources);
  if (key === "type") return true;
  if (key === "email") return format === "email";
  if (key === "minDate") return format === "date" || format === "date-time";
  if (key === "afterField") return has("x-afterField");
  if (key === "file") return has("x-file");
  if (key === "enum") return has("enum") || has("x-list");
  return has(key);
}

/** Names a parent object requires: its `required`, those of its conditional parts, its `dependentRequired`. */
function requiredNames(parent: FieldSchema): Set<string> {
  const names = new Set<string>();
  for (const part of [parent, ...combinatorParts(parent)]) {
    for (const name of part.required ?? []) names.add(name);
    for (const list of Object.values((part.dependentRequired ?? {}) as Record<string, string[]>)) for (const name of list) names.add(name);
  }
  return names;
}

/**
 * Fields a check of the section demands (its `pointer` names the field, or its assertion asks that
 * the field `isSet`): the check's message is shown, but the analyst treats the field as required
 * and may keep a `required` message beside it (issue 16: "nor made required by a check").
 */
function checkedFields(section: Section, named: Record<string, Condition>): Set<string> {
  const paths = new Set<string>();
  (section.checks ?? []).forEach((check) => {
    paths.add(check.pointer.split("/").slice(1).join("."));
    for (const { leaf } of conditionLeaves(check.assert, "", named)) if (leaf.op === "isSet") paths.add(leaf.field);
  });
  return paths;
}

/** The default a key falls back to for this field, if the engine has one. */
function defaultText(key: string, sources: FieldSchema[]): string | undefined {
  if (key === "format" && formatOf(sources) === "email") return defaultMessages.email;
  return key === "filterBy" ? undefined : defaultMessages[key];
}

/** `typeDefault` is what the type's `messages.widgets` gives this field's widget (decision 0036): it replaces the engine's default, so only it can be restated. */
function restates(key: string, text: string, sources: FieldSchema[], typeDefault: string | undefined): boolean {
  const template = typeDefault ?? defaultText(key, sources);
  if (template === undefined) return false;
  if (text === template) return true;
  const bound = sources.map((s) => s[key]).find((value) => value !== undefined);
  if (typeof bound !== "number") return false;
  return text === fillMessage(template, { limit: bound, min: bound, max: bound });
}

function fieldIssues(v: FieldVisit, checked: (section: Section) => Set<string>, widgets: TypeMessages["widgets"]): LintIssue[] {
  const messages = v.field.errorMessage;
  if (!messages || typeof messages !== "object") return [];
  const sources = ruleSources(v);
  const widget = widgets ? widgetAt(v.section.ui, `/${v.path.split(".").join("/")}`) : undefined;
  const typeDefaults = widget !== undefined && widgets && Object.prototype.hasOwnProperty.call(widgets, widget) ? widgets[widget] : undefined;
  const issues: LintIssue[] = [];
  for (const [key, text] of Object.entries(messages)) {
    const pointer = `${v.at}/errorMessage/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (key === "required") {
      if (!(v.parent && requiredNames(v.parent).has(v.name)) && !checked(v.section).has(v.path)) {
        const where = v.parent ? `if it must be answered, add "${v.name}" to the "required" list beside its "properties"; otherwise delete the message` : "a row or choice of a list cannot be missing; delete the message";
        issues.push({ code: "required-message-unused", pointer, message: `a "required" message on "${v.name}", which is never required, so the message is never shown: ${where}` });
        continue;
      }
    } else if (!MESSAGE_KEYS.includes(key)) {
      issues.push({ code: "unknown-message-key", pointer, message: `errorMessage has no rule called "${key}"${didYouMean(key, MESSAGE_KEYS)}; a message is keyed by the rule it explains (required, maxLength, pattern, minDate, ...)` });
      continue;
    } else if (!hasRule(key, sources)) {
      issues.push({ code: "unknown-message-key", pointer, message: `a "${key}" message on "${v.name}", which has no "${key}" rule, so it is never shown: add the rule or delete the message` });
      continue;
    }
    // A list's rows borrow the list's messages only while they have none of their own, so deleting a row's last message could change its text: rows are left alone.
    if (v.name !== "items" && typeof text === "string" && restates(key, text, sources, typeDefaults?.[key])) {
      const message = typeDefaults?.[key] !== undefined
        ? `"${text}" is what this type's "messages" give every "${widget ?? ""}" field anyway when "${key}" fails; delete this message to use that default (in a shared file, only if every type that takes the file gives the same default)`
        : `"${text}" is what the engine says anyway when "${key}" fails; delete this message to use the default`;
      issues.push({ code: "restates-default", pointer, message });
    }
  }
  return issues;
}

/**
 * The `errorMessage` of every field (issue 16): keys that are no rule the engine knows, or a rule
 * the field does not have; a `required` message on a field nothing requires (a warning: the
 * committed vessel details keep some on optional fields); and messages that only restate the
 * engine's default (engine/validation/defaultMessages.ts), a warning (decision 0031).
 */
export function messageIssues(definition: Definition): LintIssue[] {
  const issues: LintIssue[] = [];
  const named = definition.conditions ?? {};
  const bySection = new Map<Section, Set<string>>();
  const checked = (section: Section): Set<string> => bySection.get(section) ?? bySection.set(section, checkedFields(section, named)).get(section) ?? new Set();
  eachField(definition, (v) => issues.push(...fieldIssues(v, checked, definition.messages?.widgets)));
  return issues;
}
