import { sectionsAt } from "../lint/eachField.ts";
import type { Definition, FieldSchema, Section } from "../types.ts";

/** A top-level answer field and where it is first asked. */
export interface AnswerField {
  name: string;
  schema: FieldSchema;
  section: Section;
  /** Pointer of the section in the resolved definition (`/wizard/steps/3`, `/form/pages/0`, `/payment`). */
  sectionAt: string;
  /** Pointer of the field's schema. */
  at: string;
}

/** One name in a section's `required` list. */
export interface RequiredEntry {
  name: string;
  section: Section;
  sectionAt: string;
  /** Pointer of the entry in the `required` list. */
  at: string;
}

const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Every top-level answer a definition asks (steps, form pages, payment form), by name, at the first
 * section that asks it: the names drafts store answers under, which a migration moves (decision 0041).
 */
export function answerFields(definition: Definition): Map<string, AnswerField> {
  const fields = new Map<string, AnswerField>();
  for (const [section, sectionAt] of sectionsAt(definition)) {
    for (const [name, schema] of Object.entries(section.schema?.properties ?? {})) {
      if (!fields.has(name)) fields.set(name, { name, schema, section, sectionAt, at: `${sectionAt}/schema/properties/${escape(name)}` });
    }
  }
  return fields;
}

/** Every entry of every section's `required` list, with its pointer. */
export function requiredEntries(definition: Definition): RequiredEntry[] {
  return sectionsAt(definition).flatMap(([section, sectionAt]) => (section.schema?.required ?? []).map((name, i) => ({ name, section, sectionAt, at: `${sectionAt}/schema/required/${i}` })));
}

/** How a message names a section: `step "vessel"`, `form page "page-1"`, `the payment form`. */
export function sectionName(section: Section, sectionAt: string): string {
  if (sectionAt === "/payment") return "the payment form";
  return `${sectionAt.startsWith("/wizard") ? "step" : "form page"} "${section.id}"`;
}

/** A field named for an analyst: its name and, when it has one, its title. */
export const fieldName = (name: string, schema: FieldSchema | undefined): string => (schema?.title ? `"${name}" (${schema.title})` : `"${name}"`);
