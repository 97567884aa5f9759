import { createAjv } from "../definition/createAjv.ts";
import { inlineLists } from "../definition/inlineLists.ts";
import type { Definition, FieldSchema, Section } from "../types.ts";
import { disabledWhenIssues } from "./disabledWhenIssues.ts";
import { didYouMean } from "./didYouMean.ts";
import { allowedValues } from "./fieldIndex.ts";
import type { LintIssue } from "./LintIssue.ts";

/** An `x-computed` rule must name sibling fields, and for totals a field of the rows. */
function computedIssues(schema: FieldSchema, name: string, field: FieldSchema, at: string): LintIssue[] {
  const rule = field["x-computed"];
  if (!rule) return [];
  const pointer = `${at}/properties/${name}/x-computed`;
  const missing = (what: string, names: string, near: string[] = Object.keys(schema.properties ?? {})) => ({ code: "unknown-field" as const, pointer, message: `x-computed names "${names}", which is not ${what}${didYouMean(names, near)}` });
  if (rule.op === "monthsBetween") return [rule.from, rule.to].filter((n) => !schema.properties?.[n]).map((n) => missing("a sibling field", n));
  const rows = schema.properties?.[rule.rows];
  if (!rows?.items?.properties) return [missing("a sibling list of rows", rule.rows)];
  return rows.items.properties[rule.field] ? [] : [missing(`a field of the rows of ${rule.rows}`, rule.field, Object.keys(rows.items.properties))];
}

function requiredIssues(schema: FieldSchema, at: string): LintIssue[] {
  const issues: LintIssue[] = (schema.required ?? []).flatMap((name, i) =>
    schema.properties?.[name] ? [] : [{ code: "unknown-field" as const, pointer: `${at}/required/${i}`, message: `required names "${name}", which is not a property here${didYouMean(name, Object.keys(schema.properties ?? {}))}` }],
  );
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const filterBy = field["x-filterBy"] ?? field.items?.["x-filterBy"];
    if (filterBy && !schema.properties?.[filterBy]) issues.push({ code: "unknown-field", pointer: `${at}/properties/${name}/x-filterBy`, message: `x-filterBy names "${filterBy}", which is not a sibling field${didYouMean(filterBy, Object.keys(schema.properties ?? {}))}` });
    issues.push(...computedIssues(schema, name, field, at), ...disabledWhenIssues(schema, name, field, at));
    if (field.properties) issues.push(...requiredIssues(field, `${at}/properties/${name}`));
    if (field.items?.properties) issues.push(...requiredIssues(field.items, `${at}/properties/${name}/items`));
  }
  return issues;
}

function sectionIssues(section: Section, at: string, ajv: ReturnType<typeof createAjv>): LintIssue[] {
  const properties = section.schema.properties;
  const issues = requiredIssues(section.schema, `${at}/schema`);
  for (const path of Object.keys(section.show ?? {})) {
    const [head, ...rest] = path.split(".");
    let field: FieldSchema | undefined = properties[head ?? ""];
    for (const key of rest) field = field?.properties?.[key];
    if (!field) issues.push({ code: "unknown-field", pointer: `${at}/show/${path}`, message: `show names "${path}", which is not a field of this ${at.includes("steps") ? "step" : "page"}${didYouMean(path, Object.keys(properties))}` });
  }
  for (const [name, rules] of Object.entries(section.options ?? {})) {
    const field = properties[name];
    if (!field) {
      issues.push({ code: "unknown-field", pointer: `${at}/options/${name}`, message: `options names "${name}", which is not a field here${didYouMean(name, Object.keys(properties))}` });
      continue;
    }
    const allowed = allowedValues(field) ?? [];
    for (const option of Object.keys(rules)) {
      if (!allowed.includes(option)) issues.push({ code: "unknown-enum-value", pointer: `${at}/options/${name}/${option}`, message: `"${option}" is not an option of "${name}"${didYouMean(option, allowed)}` });
    }
  }
  const schema = inlineLists(section.schema);
  try {
    ajv.compile(schema);
  } catch (error) {
    issues.push({ code: "compile", pointer: `${at}/schema`, message: (error as Error).message });
  } finally {
    // Only whether it compiles matters here: the shared ajv keeps nothing of it (the studio lints all day).
    ajv.removeSchema(schema);
  }
  return issues;
}

// One ajv for every lint in the process: a new one compiles the draft 2020 meta-schema again before
// its first schema, a quarter of a definition's lint (issue 30's profile of an app's start). The
// code it generates is never run, so it is not optimised.
let lintAjv: ReturnType<typeof createAjv> | undefined;

/** Integrity inside steps and pages: names that exist, options that exist, schemas ajv compiles. */
export function allSectionIssues(definition: Definition): LintIssue[] {
  const ajv = (lintAjv ??= createAjv({ code: { optimize: false } }));
  const groups = new Set((definition.documents?.groups ?? []).map((g) => g.key));
  return [
    ...(definition.wizard?.steps ?? []).flatMap((s, i) => sectionIssues(s, `/wizard/steps/${i}`, ajv)),
    ...definition.form.pages.flatMap((p, i) => sectionIssues(p, `/form/pages/${i}`, ajv)),
    ...(definition.payment ? sectionIssues(definition.payment, "/payment", ajv) : []),
    ...(definition.documents?.items ?? []).flatMap((d, i) =>
      d.group && !groups.has(d.group) ? [{ code: "unknown-group" as const, pointer: `/documents/items/${i}/group`, message: `no document group "${d.group}"${didYouMean(d.group, groups)}` }] : [],
    ),
  ];
}
