import type { FastifyInstance } from "fastify";
import { loadScenarios } from "../../engine/node/loadScenarios.ts";

type Json = Record<string, unknown>;

/** A text field written in a committed definition's own file (not brought in by a $ref), with the longest answer its scenarios give it. */
export interface OwnTextField {
  name: string;
  /** The field's schema inside the parsed source: set `pattern` on it to edit the text. */
  schema: Json;
  /** The longest text a scenario of the type answers it with ("" when none does). */
  longestAnswer: string;
}

/** A committed definition as the studio opens it (GET /api/studio/types/{appType}), parsed. */
export interface StudioSource {
  id: string;
  file: string;
  source: Json;
  fields: OwnTextField[];
}

/** Every `properties` entry of plain text (no options, no format) written in the file itself. */
function textFields(node: unknown, found: Array<{ name: string; schema: Json }>): void {
  if (node === null || typeof node !== "object") return;
  const record = node as Json;
  if (record.properties && typeof record.properties === "object") {
    for (const [name, schema] of Object.entries(record.properties as Record<string, Json>)) {
      if (schema && schema.type === "string" && !schema.enum && !schema.format && !schema.pattern && !schema.$ref) found.push({ name, schema });
    }
  }
  for (const value of Object.values(record)) textFields(value, found);
}

/**
 * The committed definitions the studio lists (GET /api/studio/types), each opened as written,
 * with its own text fields and their scenario answers: tests build pathological edits from these,
 * never from a type named in code (tests/typesLiveInSchemas.test.ts).
 */
export async function studioSources(app: FastifyInstance, token: string): Promise<StudioSource[]> {
  const listed = (await app.inject({ method: "GET", url: "/api/studio/types", headers: { authorization: token } })).json().data.types as Array<{ id: string }>;
  const sources: StudioSource[] = [];
  for (const { id } of listed) {
    const opened = (await app.inject({ method: "GET", url: `/api/studio/types/${id}`, headers: { authorization: token } })).json().data as { file: string; source: string };
    const source = JSON.parse(opened.source) as Json;
    const found: Array<{ name: string; schema: Json }> = [];
    textFields(source, found);
    const answers = loadScenarios(id).map(({ scenario }) => scenario.answers ?? {});
    const fields = found.map(({ name, schema }) => ({ name, schema, longestAnswer: answers.map((a) => a[name]).filter((v): v is string => typeof v === "string").reduce((a, b) => (b.length > a.length ? b : a), "") }));
    sources.push({ id, file: opened.file, source, fields });
  }
  return sources;
}
