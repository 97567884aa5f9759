import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { ErrorObject } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { metaSchemaIssues } from "../engine/lint/metaSchemaIssues.ts";
import { loadDefinition } from "../engine/node/loadDefinitions.ts";

/*
 * Decision 0030: an editor checks every file of schemas/ as written, `$ref`s and all, against the
 * schema its "$schema" line names. This test does what the editor does, with plain ajv 2020 and
 * ajv-formats (no keyword of the engine's), reading every file from the directories.
 */

const ROOT = join(import.meta.dirname, "..");
const SCHEMAS = join(ROOT, "schemas");

type Json = Record<string, unknown>;
const readJson = (file: string): Json => JSON.parse(readFileSync(file, "utf8")) as Json;

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? jsonFilesUnder(join(dir, entry.name)) : entry.name.endsWith(".json") ? [join(dir, entry.name)] : []))
    .sort();
}

/** The meta-schemas: every schemas/*.schema.json (the definition's, the list's, one per kind of shared file). */
const metaSchemaFiles = readdirSync(SCHEMAS)
  .filter((f) => f.endsWith(".schema.json"))
  .map((f) => join(SCHEMAS, f));
const definitionSchema = readJson(join(SCHEMAS, "definition.schema.json"));
/** Where the meta-schemas say they live; each `$id` mirrors the file's path, so `$ref`s between them resolve alike by `$id` (ajv) and by file (editors). */
const ORIGIN = new URL("..", String(definitionSchema.$id)).href;
const urlOf = (file: string): string => new URL(relative(ROOT, file).split("\\").join("/"), ORIGIN).href;

function editorAjv(): Ajv2020 {
  // strictRequired is off: `required` in a step's `else` names keys its `allOf` defines (decision 0030).
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
  addFormats(ajv);
  for (const file of metaSchemaFiles) ajv.addSchema(readJson(file));
  return ajv;
}
const ajv = editorAjv();

/** The errors of `data` against the schema a "$schema" line names, read relative to `file`. */
function errorsAgainst(schemaLine: string, file: string, data: unknown): ErrorObject[] {
  const validate = ajv.getSchema(new URL(schemaLine, urlOf(file)).href);
  if (!validate) throw new Error(`${relative(ROOT, file)}: "$schema": "${schemaLine}" names no schema of schemas/`);
  validate(data);
  return validate.errors ?? [];
}
const shown = (errors: ErrorObject[]) => errors.map((e) => `${e.instancePath} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);
/** The distinct places the errors are at: one mistake must be reported at one pointer. */
const pointers = (errors: ErrorObject[]) => [...new Set(errors.map((e) => e.instancePath))];

/** The shared files beside the meta-schemas (schemas/notifications.json), each checked by its own. */
const topLevelFiles = readdirSync(SCHEMAS)
  .filter((f) => f.endsWith(".json") && !f.endsWith(".schema.json"))
  .map((f) => join(SCHEMAS, f));
const filesToCheck = [...["types", "common", "lists"].flatMap((dir) => jsonFilesUnder(join(SCHEMAS, dir))), ...topLevelFiles];

describe("every definition, shared file and list validates as written against the schema its $schema line names", () => {
  it("finds the files in schemas/types, schemas/common and schemas/lists", () => {
    for (const dir of ["types", "common", "lists"]) expect(filesToCheck.filter((f) => f.startsWith(join(SCHEMAS, dir))).length).toBeGreaterThan(0);
  });

  it("has each meta-schema's $id mirror its path", () => {
    for (const file of metaSchemaFiles) expect(readJson(file).$id, relative(ROOT, file)).toBe(urlOf(file));
  });

  it.each(filesToCheck.map((f) => relative(SCHEMAS, f)))("%s", (name) => {
    const file = join(SCHEMAS, name);
    const data = readJson(file);
    expect(typeof data.$schema, `${name} has no "$schema" line, so no editor checks it`).toBe("string");
    expect(shown(errorsAgainst(String(data.$schema), file, data))).toEqual([]);
  });
});

describe("every keyword of the meta-schemas says what it does", () => {
  const says = (entry: Json, key: string) => typeof entry[key] === "string" && (entry[key] as string).length > 0;
  /**
   * Pointers of properties without a description, walking schema positions only. A `$defs` entry
   * may carry a `$comment` instead: the keys shared by two objects (`stepKeys`) would otherwise
   * show their description in place of the object's own when an editor hovers.
   */
  function undescribed(schema: unknown, at: string): string[] {
    if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return [];
    const node = schema as Json;
    const found: string[] = [];
    for (const map of ["properties", "patternProperties", "$defs"]) {
      for (const [key, entry] of Object.entries((node[map] as Json | undefined) ?? {})) {
        const pointer = `${at}/${map}/${key}`;
        if (!says(entry as Json, "description") && !(map === "$defs" && says(entry as Json, "$comment"))) found.push(pointer);
        found.push(...undescribed(entry, pointer));
      }
    }
    for (const key of ["items", "additionalProperties", "unevaluatedProperties", "not", "if", "then", "else", "contains", "propertyNames"]) found.push(...undescribed(node[key], `${at}/${key}`));
    for (const key of ["allOf", "anyOf", "oneOf", "prefixItems"]) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((s, i) => found.push(...undescribed(s, `${at}/${key}/${i}`)));
    return found;
  }

  it.each(metaSchemaFiles.map((f) => relative(SCHEMAS, f)))("%s", (name) => {
    const schema = readJson(join(SCHEMAS, name));
    expect(typeof schema.description).toBe("string");
    expect(undescribed(schema, "")).toEqual([]);
  });
});

describe("a wrong file fails at the mistake", () => {
  type Step = Json & { next?: Array<Json> };
  const definitionFiles = jsonFilesUnder(join(SCHEMAS, "types"));
  const stepsOf = (d: Json) => ((d.wizard as Json | undefined)?.steps ?? []) as Step[];
  // A definition with a written-out step, a step taken by $ref, a document and an x-list: the richest one found.
  const file = definitionFiles.find((f) => {
    const d = readJson(f);
    return stepsOf(d).some((s) => "$ref" in s) && stepsOf(d).some((s) => !("$ref" in s) && s.next) && ((d.documents as Json | undefined)?.items as unknown[] | undefined)?.length && JSON.stringify(d).includes('"x-list"');
  });
  if (!file) throw new Error("no definition in schemas/types has a step by $ref, a written step, a document and a list");
  const fresh = () => structuredClone(readJson(file));
  const ownStep = stepsOf(fresh()).findIndex((s) => !("$ref" in s) && s.next);
  const refStep = stepsOf(fresh()).findIndex((s) => "$ref" in s);
  const check = (data: Json) => errorsAgainst(String(data.$schema), file, data);

  /** Pointer of the first object holding an x-list, and that object. */
  function firstListField(node: unknown, at = ""): { at: string; field: Json } | null {
    if (node === null || typeof node !== "object") return null;
    if (!Array.isArray(node) && "x-list" in node) return { at, field: node as Json };
    for (const [key, value] of Object.entries(node)) {
      const found = firstListField(value, `${at}/${key}`);
      if (found) return found;
    }
    return null;
  }

  it("the file itself is clean, so each case below fails for its own mistake", () => {
    expect(shown(check(fresh()))).toEqual([]);
  });

  it("an unknown property in a written-out step", () => {
    const d = fresh();
    stepsOf(d)[ownStep]!.nxt = [];
    const errors = check(d);
    expect(pointers(errors)).toEqual([`/wizard/steps/${ownStep}`]);
    expect(errors.some((e) => (e.params as Json).unevaluatedProperty === "nxt")).toBe(true);
  });

  it("an unknown property beside a step's $ref", () => {
    const d = fresh();
    stepsOf(d)[refStep]!.nmber = 3;
    const errors = check(d);
    expect(pointers(errors)).toEqual([`/wizard/steps/${refStep}`]);
    expect(errors.some((e) => (e.params as Json).unevaluatedProperty === "nmber")).toBe(true);
  });

  it("a written-out step without next (a step by $ref takes it from beside the $ref or the shared file)", () => {
    const d = fresh();
    delete stepsOf(d)[ownStep]!.next;
    const errors = check(d);
    expect(pointers(errors)).toEqual([`/wizard/steps/${ownStep}`]);
    expect(errors.some((e) => e.keyword === "required" && (e.params as Json).missingProperty === "next")).toBe(true);
  });

  it("autoAdvance: \"yes\"", () => {
    const d = fresh();
    stepsOf(d)[ownStep]!.autoAdvance = "yes";
    expect(pointers(check(d))).toEqual([`/wizard/steps/${ownStep}/autoAdvance`]);
  });

  it("autoAdvance: true passes (it matched two branches of a oneOf before)", () => {
    const d = fresh();
    stepsOf(d)[ownStep]!.autoAdvance = true;
    expect(shown(check(d))).toEqual([]);
  });

  it("a $ref where no shared file may stand: a document", () => {
    const d = fresh();
    ((d.documents as Json).items as Json[])[0] = { $ref: "../common/fees/expedite.json" };
    const errors = check(d);
    expect(pointers(errors)).toEqual(["/documents/items/0"]);
    expect(errors.some((e) => (e.params as Json).additionalProperty === "$ref")).toBe(true);
  });

  it("a $ref where no shared file may stand: a condition", () => {
    const d = fresh();
    const next = stepsOf(d)[ownStep]!.next!;
    next[0] = { ...next[0], when: { $ref: "../common/fees/expedite.json#/when" } };
    expect(pointers(check(d))).toEqual([`/wizard/steps/${ownStep}/next/0/when`]);
  });

  it("a list where a step must stand", () => {
    const d = fresh();
    stepsOf(d)[refStep]!.$ref = "../lists/parishes.json";
    expect(pointers(check(d))).toEqual([`/wizard/steps/${refStep}/$ref`]);
  });

  it("a shared step where a list must stand, and keys beside a list's $ref", () => {
    const d = fresh();
    const found = firstListField(d);
    found!.field["x-list"] = { $ref: "../common/steps/port-location.json" };
    expect(pointers(check(d))).toEqual([`${found!.at}/x-list/$ref`]);
    found!.field["x-list"] = { $ref: "../lists/parishes.json", title: "Parish" };
    expect(pointers(check(d))).toEqual([`${found!.at}/x-list`]);
  });

  it("a short equality with anything beside field and equals (decision 0036)", () => {
    const d = fresh();
    const next = stepsOf(d)[ownStep]!.next!;
    next[0] = { ...next[0], when: { field: "licence_type", equals: "Commercial Fishing" } };
    expect(shown(check(d))).toEqual([]);
    next[0] = { ...next[0], when: { field: "licence_type", equals: "Commercial Fishing", op: "equals" } };
    expect(pointers(check(d))).toEqual([`/wizard/steps/${ownStep}/next/0/when`]);
    next[0] = { ...next[0], when: { equals: { licence_type: "Commercial Fishing" } } };
    expect(pointers(check(d))).toEqual([`/wizard/steps/${ownStep}/next/0/when`]);
  });

  it("the type's messages: a step message, and texts per widget and rule, nothing else (decision 0036)", () => {
    const d = fresh();
    d.messages = { step: "Choose one", widgets: { tiles: { required: "Choose one", minItems: "Choose one" } } };
    expect(shown(check(d))).toEqual([]);
    d.messages = { step: "Choose one", widgets: { tiles: { requried: "Choose one" } } };
    expect(pointers(check(d))).toEqual(["/messages/widgets/tiles"]);
    d.messages = { steps: "Choose one" };
    expect(pointers(check(d))).toEqual(["/messages"]);
  });

  it("a shared step without its title, or with an unknown key", () => {
    const shared = jsonFilesUnder(join(SCHEMAS, "common")).find((f) => readJson(f).$schema === "../../step.schema.json")!;
    const noTitle = readJson(shared);
    delete noTitle.title;
    const errors = errorsAgainst(String(noTitle.$schema), shared, noTitle);
    expect(pointers(errors)).toEqual([""]);
    expect(errors.some((e) => (e.params as Json).missingProperty === "title")).toBe(true);
    const unknown: Json = { ...readJson(shared), titel: "x" };
    expect(pointers(errorsAgainst(String(unknown.$schema), shared, unknown))).toEqual([""]);
  });
});

describe("the lint of a resolved definition uses the same meta-schema", () => {
  const file = jsonFilesUnder(join(SCHEMAS, "types")).find((f) => readFileSync(f, "utf8").includes("../common/"))!;
  const { loaded } = loadDefinition(file);

  it("passes a definition whose shared files and lists are inlined, with no shared file's $schema line left in it", () => {
    expect(loaded).not.toBeNull();
    expect(metaSchemaIssues(loaded!.definition)).toEqual([]);
    expect(JSON.stringify({ ...loaded!.definition, $schema: undefined })).not.toContain('"$schema"');
  });

  it("refuses a $ref left in a resolved definition, where the list should be", () => {
    const definition = structuredClone(loaded!.definition) as unknown as Json;
    const steps = (definition.wizard as Json).steps as Array<{ schema: { properties: Record<string, Json> } }>;
    const [name, field] = Object.entries(steps[0]!.schema.properties)[0]!;
    field["x-list"] = { $ref: "../lists/parishes.json" };
    expect([...new Set(metaSchemaIssues(definition).map((i) => i.pointer))]).toEqual([`/wizard/steps/0/schema/properties/${name}/x-list`]);
  });
});
