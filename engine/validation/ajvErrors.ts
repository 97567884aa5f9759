import type { ErrorObject } from "ajv";
import type { FieldError, FieldSchema } from "../types.ts";
import { messageFor } from "./messageFor.ts";

/** Turns ajv's errors into the spec's messages keyed by JSON pointer into the answers. */
export function ajvErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  return (errors ?? []).map((error) => {
    const parent = error.parentSchema as FieldSchema | undefined;
    if (error.keyword === "required") {
      const missing = String((error.params as { missingProperty: string }).missingProperty);
      return { pointer: `${error.instancePath}/${missing}`, message: messageFor(parent?.properties?.[missing], "required") };
    }
    if (error.keyword === "format") {
      const format = String((error.params as { format: string }).format);
      const own = parent?.errorMessage;
      const keyword = typeof own === "object" && own.format ? "format" : format === "email" ? "email" : "format";
      return { pointer: error.instancePath, message: messageFor(parent, keyword) };
    }
    const limit = (error.params as { limit?: unknown }).limit;
    return { pointer: error.instancePath, message: messageFor(parent, error.keyword, { limit }) };
  });
}
