import Ajv2020, { type Options } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/**
 * Keywords of the definition language that ajv must accept but not enforce: the engine applies
 * them itself because they need the context (today) or the answers of other fields.
 */
export const ANNOTATION_KEYWORDS = ["errorMessage", "minDate", "maxDate", "minYear", "maxYear", "x-afterField", "x-list", "x-filterBy", "x-computed", "x-disabledWhen", "x-showWhen", "x-file", "x-unit", "x-profile"] as const;

/**
 * One ajv set up the same way wherever the engine validates answers. `extra` adds options such as
 * `code` when the server generates the browser's precompiled validators from the same setup.
 */
export function createAjv(extra: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true, ...extra });
  addFormats(ajv, ["date", "date-time", "time", "email", "uri"]);
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword({ keyword, schemaType: ["string", "object", "array", "number", "boolean"] });
  return ajv;
}
