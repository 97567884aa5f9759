import type { ErrorObject } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import metaSchema from "../../schemas/definition.schema.json" with { type: "json" };
import type { LintIssue } from "./LintIssue.ts";

let validator: ReturnType<Ajv2020["compile"]> | null = null;

/**
 * The meta-schema as it applies to a resolved definition. `schemas/definition.schema.json` checks
 * the files as written (decision 0030); once `$ref`s are inlined the only difference is that an
 * `x-list` holds the list itself instead of `{"$ref": "../lists/name.json"}`, so its
 * `listReference` is swapped for its `inlinedList`. Everything else is the same schema.
 */
export const resolvedMetaSchema = { ...metaSchema, $defs: { ...metaSchema.$defs, listReference: metaSchema.$defs.inlinedList } };

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required") return `missing required property "${String(params.missingProperty)}"`;
  if (error.keyword === "additionalProperties") return `unknown property "${String(params.additionalProperty)}"`;
  if (error.keyword === "unevaluatedProperties") return `unknown property "${String(params.unevaluatedProperty)}"`;
  if (error.keyword === "enum") return `must be one of ${JSON.stringify(params.allowedValues)}`;
  return error.message ?? error.keyword;
}

/**
 * Checks a resolved definition against `schemas/definition.schema.json` (see `resolvedMetaSchema`).
 * Of ajv's errors only the deepest are kept: a failing `oneOf` reports every branch, but the
 * analyst needs the one that explains the mistake.
 */
export function metaSchemaIssues(definition: unknown): LintIssue[] {
  if (!validator) {
    // strictRequired stays off: a step's `required` sits in an `else` beside an `allOf` that
    // defines the keys (decision 0030), which ajv's check cannot see through.
    const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
    addFormats(ajv, ["date"]);
    validator = ajv.compile(resolvedMetaSchema);
  }
  if (validator(definition)) return [];
  const errors = (validator.errors ?? []).filter((e) => e.keyword !== "oneOf" && e.keyword !== "if");
  const deepest = errors.filter((e) => !errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath + "/")));
  const seen = new Set<string>();
  return deepest
    .map((e): LintIssue => ({ code: "schema", pointer: e.instancePath, message: describe(e) }))
    .filter((i) => (seen.has(i.pointer + i.message) ? false : (seen.add(i.pointer + i.message), true)));
}
