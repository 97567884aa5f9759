import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import type { FieldSchema } from "../../../engine/types.ts";
import { matchesSchema } from "./matchesSchema.ts";

/**
 * RJSF's validator, reduced to what RJSF needs for drawing: every judgement of the answers is the
 * engine's (shown through `extraErrors`), so RJSF's own validation reports nothing.
 */
export const engineValidator: ValidatorType<unknown, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => matchesSchema(schema as FieldSchema, formData),
  rawValidation: () => ({ errors: [] }),
};
