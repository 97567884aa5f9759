import type { ErrorObject } from "ajv";
import type { FieldError, FieldSchema } from "../types.ts";
import { fieldSchemaAt } from "./fieldSchemaAt.ts";
import { messageFor } from "./messageFor.ts";
import type { DefaultsAt } from "./typeMessages.ts";

/** Keywords that only combine other rules; their own errors repeat what the inner rules said. */
const COMBINATORS = new Set(["if", "then", "else", "anyOf", "oneOf", "allOf", "not"]);

/** The pointer into the answers an error is reported at: the missing field for `required`. */
const pointerOf = (error: ErrorObject): string =>
  error.keyword === "required" ? `${error.instancePath}/${String((error.params as { missingProperty: string }).missingProperty)}` : error.instancePath;

function messageOf(error: ErrorObject, pointer: string, schema: FieldSchema, defaultsAt: DefaultsAt | undefined): string {
  const parent = error.parentSchema as FieldSchema | undefined;
  if (error.keyword === "required") {
    const missing = fieldSchemaAt(schema, pointer);
    // An empty list is no answer (normalizeAnswers drops it), so ajv says `required`; a list whose
    // own messages say what its `minItems` wants ("Add at least one consignment line") says that.
    const own = missing?.errorMessage;
    const keyword = missing?.type === "array" && (missing.minItems ?? 0) > 0 && typeof own === "object" && own.minItems !== undefined ? "minItems" : "required";
    return messageFor(missing, keyword, { limit: missing?.minItems }, defaultsAt?.(pointer));
  }
  const field = fieldSchemaAt(schema, pointer) ?? parent;
  if (error.keyword === "format") {
    const own = field?.errorMessage;
    const keyword = typeof own === "string" || own?.format ? "format" : String((error.params as { format: string }).format) === "email" ? "email" : "format";
    return messageFor(field, keyword, {}, defaultsAt?.(pointer));
  }
  const limit = (error.params as { limit?: unknown }).limit;
  // An item of a list (a fishing area, a species) takes the list's message when it has none.
  const listOwner = field?.errorMessage === undefined && /\/\d+$/.test(pointer) ? fieldSchemaAt(schema, pointer.replace(/\/\d+$/, "")) : undefined;
  if (listOwner) return messageFor(listOwner, error.keyword, { limit }, defaultsAt?.(pointer.replace(/\/\d+$/, "")));
  return messageFor(field, error.keyword, { limit }, defaultsAt?.(pointer));
}

/**
 * Turns ajv's errors into the spec's messages keyed by JSON pointer into the answers. The
 * message comes from the failing field's own schema (found by its pointer, so a rule inside a
 * row's `if`/`then` still uses the field's `errorMessage`), else from the project defaults.
 * `keep` leaves out errors by pointer before their messages are worked out (a hidden field's
 * `required`, which the section drops anyway); `defaultsAt` gives the type's own defaults for a
 * field's widget, between the field's `errorMessage` and the project's (decision 0036).
 */
export function ajvErrors(errors: ErrorObject[] | null | undefined, schema: FieldSchema, keep?: (pointer: string) => boolean, defaultsAt?: DefaultsAt): FieldError[] {
  const found: FieldError[] = [];
  for (const error of errors ?? []) {
    if (COMBINATORS.has(error.keyword)) continue;
    const pointer = pointerOf(error);
    if (keep && !keep(pointer)) continue;
    found.push({ pointer, message: messageOf(error, pointer, schema, defaultsAt) });
  }
  return found;
}
