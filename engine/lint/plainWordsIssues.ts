import type { Definition, FieldSchema, Section } from "../types.ts";
import type { LintIssue } from "./LintIssue.ts";

/** Words of the engine, never of an applicant (issue 14): how a rule works is for the staff's 'why' view. */
const ENGINE_WORDS = [/\$profile/, /\basked (only )?when\b/i, /\bnot asked\b/i, /\bstep after\b/i, /\bnamed condition\b/i, /\bgoto\b/i, /\bisN?o?t?Set\b/, /\bspec \d{3}\b/i];

/** Every property name of the definition's schemas that a person would read as code (with an underscore). */
function fieldIds(definition: Definition): Set<string> {
  const ids = new Set<string>();
  const walk = (field: FieldSchema | undefined): void => {
    for (const [name, inner] of Object.entries(field?.properties ?? {})) {
      if (name.includes("_")) ids.add(name);
      walk(inner);
      walk(inner.items);
    }
  };
  const sections: Section[] = [...(definition.wizard?.steps ?? []), ...definition.form.pages, ...(definition.payment ? [definition.payment] : [])];
  sections.forEach((section) => walk(section.schema));
  return ids;
}

/**
 * The texts an applicant reads that the definition writes in prose (the `reason` of each document
 * and fee line, the description of each step, page and field) must not speak the engine's
 * language: no rule wording, spec section numbers, field ids or named conditions (decision 0021).
 */
export function plainWordsIssues(definition: Definition): LintIssue[] {
  // A named condition reads as code when it is camelCase or snake_case ('issuesIdCard'); one that is a plain word ('recreational') may be prose.
  const ids = [...fieldIds(definition), ...Object.keys(definition.conditions ?? {}).filter((name) => /[a-z][A-Z]|_/.test(name))];
  const words = [...ENGINE_WORDS, ...ids.map((id) => new RegExp(`(?<![\\w$-])${id.replace(/\$/g, "\\$")}(?![\\w-])`))];
  const issues: LintIssue[] = [];
  const check = (text: string | undefined, pointer: string) => {
    const found = text ? words.find((word) => word.test(text)) : undefined;
    if (found && text) issues.push({ code: "engine-words", pointer, message: `the applicant would read the engine's words (${found.source}): "${text}"` });
  };
  const walk = (field: FieldSchema, at: string): void => {
    check(field.description, `${at}/description`);
    for (const [name, inner] of Object.entries(field.properties ?? {})) walk(inner, `${at}/properties/${name}`);
    if (field.items) walk(field.items, `${at}/items`);
  };
  const sections: Array<[Section, string]> = [
    ...(definition.wizard?.steps ?? []).map((s, i): [Section, string] => [s, `/wizard/steps/${i}`]),
    ...definition.form.pages.map((p, i): [Section, string] => [p, `/form/pages/${i}`]),
    ...(definition.payment ? [[definition.payment, "/payment"] as [Section, string]] : []),
  ];
  for (const [section, at] of sections) {
    check(section.description, `${at}/description`);
    walk(section.schema, `${at}/schema`);
  }
  (definition.documents?.items ?? []).forEach((item, i) => check(item.reason, `/documents/items/${i}/reason`));
  (definition.fees?.lines ?? []).forEach((line, i) => check(line.reason, `/fees/lines/${i}/reason`));
  return issues;
}
