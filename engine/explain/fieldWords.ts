import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import { scalarText } from "../summary/answerText.ts";
import type { FieldSchema } from "../types.ts";
import type { FieldWords } from "./operatorWords.ts";

const own = (target: Record<string, FieldSchema> | undefined, key: string): FieldSchema | undefined => (target && Object.prototype.hasOwnProperty.call(target, key) ? target[key] : undefined);
const humane = (name: string): string => name.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase());

/** The schema of a dotted path inside the fields, each segment with its schema (null where unknown). */
function schemasAlong(fields: Record<string, FieldSchema>, path: string[]): Array<FieldSchema | undefined> {
  const along: Array<FieldSchema | undefined> = [];
  let properties: Record<string, FieldSchema> | undefined = fields;
  for (const key of path) {
    const schema: FieldSchema | undefined = own(properties, key);
    along.push(schema);
    properties = schema?.properties ?? schema?.items?.properties;
  }
  return along;
}

/** Whether a field takes its answer from this profile field (`x-profile.from`, decision 0015). */
const fromProfile = (schema: FieldSchema, name: string): boolean => {
  const from = schema["x-profile"]?.from;
  return Array.isArray(from) ? from.includes(name) : from === name;
};

/**
 * Names fields and values as the definition does: a field by its `title` (a nested one by its
 * titles along the path), `$today` as today's date, `$licences` as the licences on file (valid today), `$profile.x` by the title of the field that
 * takes its answer from the profile's `x` (else x in words); a choice by its reference list's
 * label, a date as the portal writes it, true and false as Yes and No (engine/summary/answerText.ts).
 */
export function fieldWords(compiled: CompiledDefinition): FieldWords {
  const fields: Record<string, FieldSchema> = {};
  const sections = [...compiled.steps.values(), ...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])];
  const all = sections.flatMap((section) => Object.entries(section.schema.properties));
  for (const [name, schema] of all) if (!own(fields, name)) fields[name] = schema;
  const profileField = (name: string): FieldSchema | undefined => all.find(([, schema]) => fromProfile(schema, name))?.[1];
  const schemaOf = (field: string): FieldSchema | undefined => {
    const [head = "", ...rest] = field.split(".");
    if (head === "$today") return { format: "date" };
    if (head === "$profile") return rest.length === 1 ? profileField(rest[0] ?? "") : undefined;
    const along = schemasAlong(fields, [head, ...rest]);
    const last = along[along.length - 1];
    return last?.type === "array" && last.items ? last.items : last;
  };
  return {
    label(field) {
      const [head = "", ...rest] = field.split(".");
      if (head === "$today") return "today's date";
      if (head === "$licences") return "the licences on file";
      if (head === "$suspendedLicences") return "the suspended licences on file";
      if (head === "$profile") {
        const title = rest.length === 1 ? profileField(rest[0] ?? "")?.title : undefined;
        return `${title ?? humane(rest.join(" "))} (from the applicant's profile)`;
      }
      const path = [head, ...rest];
      return schemasAlong(fields, path)
        .map((schema, i) => schema?.title ?? path[i] ?? "")
        .join(" / ");
    },
    value: (field, value) => scalarText(value, schemaOf(field)),
  };
}
