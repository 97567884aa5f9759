import type { Definition, FieldSchema, Section } from "../types.ts";

/** One field met by eachField, with what holds it. */
export interface FieldVisit {
  /** The property name, or "items" for the schema of each row or choice of a list. */
  name: string;
  field: FieldSchema;
  /** Pointer of the field's schema in the resolved definition. */
  at: string;
  /** The object schema whose `properties` hold the field; null for a list's `items`. */
  parent: FieldSchema | null;
  /** Schemas of the same field inside the parent's if/then/else/allOf/anyOf/oneOf (rules that apply only sometimes). */
  overlays: FieldSchema[];
  /** The field's path in the section's answers, dotted as conditions name it (`items` for a list's rows). */
  path: string;
  /** The step, page or payment form that asks it. */
  section: Section;
}

const COMBINATORS = ["if", "then", "else", "not"] as const;
const LISTS = ["allOf", "anyOf", "oneOf"] as const;

/** The subschemas of a schema's combinators, nested ones included (not its properties or items). */
export function combinatorParts(schema: FieldSchema): FieldSchema[] {
  const direct: FieldSchema[] = [];
  for (const key of COMBINATORS) if (schema[key] && typeof schema[key] === "object") direct.push(schema[key] as FieldSchema);
  for (const key of LISTS) if (Array.isArray(schema[key])) direct.push(...(schema[key] as FieldSchema[]));
  return direct.flatMap((part) => [part, ...combinatorParts(part)]);
}

function walkField(visit: (v: FieldVisit) => void, v: FieldVisit): void {
  visit(v);
  if (v.field.properties) walkObject(visit, v.field, v.at, v.path, v.section);
  if (v.field.items && typeof v.field.items === "object") walkField(visit, { name: "items", field: v.field.items, at: `${v.at}/items`, parent: null, overlays: [], path: `${v.path}.items`, section: v.section });
}

function walkObject(visit: (v: FieldVisit) => void, parent: FieldSchema, at: string, path: string, section: Section): void {
  const parts = combinatorParts(parent);
  for (const [name, field] of Object.entries(parent.properties ?? {})) {
    const overlays = parts.flatMap((p) => (p.properties?.[name] ? [p.properties[name]] : []));
    walkField(visit, { name, field, at: `${at}/properties/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`, parent, overlays, path: path ? `${path}.${name}` : name, section });
  }
}

/** The sections of a definition with their pointers: steps, form pages, payment. */
export function sectionsAt(definition: Definition): Array<[Section, string]> {
  return [
    ...(definition.wizard?.steps ?? []).map((s, i): [Section, string] => [s, `/wizard/steps/${i}`]),
    ...definition.form.pages.map((p, i): [Section, string] => [p, `/form/pages/${i}`]),
    ...(definition.payment ? [[definition.payment, "/payment"] as [Section, string]] : []),
  ];
}

/** Calls `visit` for every field of every step, page and payment form, nested fields and list items included. */
export function eachField(definition: Definition, visit: (v: FieldVisit) => void): void {
  for (const [section, at] of sectionsAt(definition)) walkObject(visit, section.schema, `${at}/schema`, "", section);
}
