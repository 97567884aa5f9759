import type { ErrorSchema } from "@rjsf/utils";
import type { FieldError } from "../../../engine/types.ts";

/**
 * The engine's errors as RJSF's nested error schema (passed as `extraErrors`), so each message
 * appears at its field: `/a/b/0` becomes `{a: {b: {0: {__errors: [message]}}}}`.
 */
export function toErrorSchema(errors: FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    const path = error.pointer.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
    let at = root;
    for (const key of path) at = (at[key] ??= {}) as Record<string, unknown>;
    at.__errors = [...((at.__errors as string[] | undefined) ?? []), error.message];
  }
  return root as ErrorSchema;
}
