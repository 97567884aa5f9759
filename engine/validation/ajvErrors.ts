import type { ErrorObject } from "ajv";
import type { FieldError, FieldSchema } from "../types.ts";
import { fieldSchemaAt } from "./fieldSchemaAt.ts";
import { messageFor } from "./messageFor.ts";

/** Keywords that only combine other rules; their own errors repeat what the inner rules said. */
const COMBINATORS = new Set(["if", "then", "else", "anyOf", "oneOf", "allOf", "not"]);

/**
 * Turns ajv's errors into the spec's messages keyed by JSON pointer into the answers. The
 * message comes from the failing field's own schema (found by its pointer, so a rule inside a
 * row's `if`/`then` still uses the field's `errorMessage`), else from the project defaults.
 */
export function ajvErrors(errors: ErrorObject[] | null | undefined, schema: FieldSchema): FieldError[] {
  return (errors ?? [])
    .filter((error) => !COMBINATORS.has(error.keyword))
    .map((error) => {
      const parent = error.parentSchema as FieldSchema | undefined;
      if (error.keyword === "required") {
        const pointer = `${error.instancePath}/${String((error.params as { missingProperty: string }).missingProperty)}`;
        return { pointer, message: messageFor(fieldSchemaAt(schema, pointer), "required") };
      }
      const field = fieldSchemaAt(schema, error.instancePath) ?? parent;
      if (error.keyword === "format") {
        const own = field?.errorMessage;
        const keyword = typeof own === "string" || own?.format ? "format" : String((error.params as { format: string }).format) === "email" ? "email" : "format";
        return { pointer: error.instancePath, message: messageFor(field, keyword) };
      }
      const limit = (error.params as { limit?: unknown }).limit;
      // An item of a list (a fishing area, a species) takes the list's message when it has none.
      const owner = field?.errorMessage === undefined && /\/\d+$/.test(error.instancePath) ? (fieldSchemaAt(schema, error.instancePath.replace(/\/\d+$/, "")) ?? field) : field;
      return { pointer: error.instancePath, message: messageFor(owner, error.keyword, { limit }) };
    });
}
