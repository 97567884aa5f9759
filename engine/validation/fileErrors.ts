import type { FieldError, FieldSchema } from "../types.ts";
import { walkAnswers, walkCache } from "./answerWalk.ts";
import { messageFor } from "./messageFor.ts";
import type { DefaultsAt } from "./typeMessages.ts";
import { acceptsUpload } from "./uploadedFile.ts";

/** The fields fileErrors checks: uploads inside the form. */
const filesOf = walkCache((_name, field) => field["x-file"] !== undefined);

/**
 * Checks every `x-file` answer (an upload inside the form, in the spec's shape `{name, content,
 * contentType}`, spec 001 §3) against its accept list, wherever it sits (rows of a vessel table
 * included): anything else is refused at the field's own pointer with 'Only .pdf, .jpg, .jpeg,
 * .png files are accepted' (the field's `errorMessage.file`, or the type's default for its widget
 * given by `defaultsAt`, overrides it).
 */
export function fileErrors(schema: FieldSchema, data: unknown, defaultsAt?: DefaultsAt): FieldError[] {
  const errors: FieldError[] = [];
  walkAnswers(filesOf(schema), data, ({ pointer, field, value }) => {
    const rule = field["x-file"];
    if (rule && !acceptsUpload(value, rule.accept)) errors.push({ pointer, message: messageFor(field, "file", { accept: rule.accept.join(", ") }, defaultsAt?.(pointer)) });
  });
  return errors;
}
