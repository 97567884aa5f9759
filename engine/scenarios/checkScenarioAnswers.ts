import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { FieldSchema } from "../types.ts";
import { didYouMean } from "./closestName.ts";
import type { ScenarioProblem } from "./ScenarioProblem.ts";

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");
const quoted = (value: unknown) => JSON.stringify(value);

/** Every top-level field of the type with its schemas (lists inlined as enums); a field may sit in more than one section. */
export function fieldSchemas(compiled: CompiledDefinition): Map<string, FieldSchema[]> {
  const fields = new Map<string, FieldSchema[]>();
  for (const section of [...compiled.steps.values(), ...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])]) {
    for (const [name, schema] of Object.entries(section.schema.properties)) fields.set(name, [...(fields.get(name) ?? []), schema]);
  }
  return fields;
}

/** The choices a value must be one of, when every schema of the field has a closed list. */
function choices(schemas: FieldSchema[]): unknown[] | null {
  if (!schemas.length || schemas.some((s) => !s.enum && s.const === undefined)) return null;
  return schemas.flatMap((s) => s.enum ?? [s.const]);
}

function checkValue(value: unknown, schemas: FieldSchema[], field: string, pointer: string, problems: ScenarioProblem[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    const items = schemas.flatMap((s) => (s.items ? [s.items] : []));
    if (items.length) value.forEach((item, i) => checkValue(item, items, field, `${pointer}/${i}`, problems));
    return;
  }
  if (isRecord(value)) {
    const objects = schemas.filter((s) => s.properties && !s["x-file"]);
    if (!objects.length) return;
    for (const [key, inner] of Object.entries(value)) {
      const known = objects.flatMap((s) => (s.properties?.[key] ? [s.properties[key]] : []));
      const at = `${pointer}/${escape(key)}`;
      if (known.length) checkValue(inner, known, key, at, problems);
      else problems.push({ code: "unknown-field", pointer: at, message: `"${key}" is not a field of ${field}.${didYouMean(key, objects.flatMap((s) => Object.keys(s.properties ?? {})))}` });
    }
    return;
  }
  const offered = choices(schemas);
  if (!offered || offered.includes(value)) return;
  const names = offered.map(String);
  const hint = didYouMean(String(value), names) || (names.length <= 12 ? ` The choices are ${names.map(quoted).join(", ")}.` : ` See the ${names.length} choices of ${field} in its definition or list.`);
  problems.push({ code: "value-not-offered", pointer, message: `${quoted(value)} is not one of the choices of ${field}.${hint}` });
}

/**
 * The answers of a scenario file that the type could never receive from its screens: a key that
 * is no field of the type (or of the object it sits in), and a choice not offered by the field's
 * list or enum (the whole list, before any filter by another answer), unless the scenario expects
 * an error at that pointer (`expectedAt`: such a value is its point). Pointers are into `answers`.
 */
export function checkScenarioAnswers(compiled: CompiledDefinition, answers: Record<string, unknown>, expectedAt: string[] = []): ScenarioProblem[] {
  const fields = fieldSchemas(compiled);
  const problems: ScenarioProblem[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const schemas = fields.get(key);
    const pointer = `/${escape(key)}`;
    if (schemas) checkValue(value, schemas, key, pointer, problems);
    else problems.push({ code: "unknown-field", pointer, message: `"${key}" is not a field of ${compiled.definition.id}.${didYouMean(key, fields.keys())}` });
  }
  return problems.filter((p) => p.code !== "value-not-offered" || !expectedAt.includes(p.pointer));
}
