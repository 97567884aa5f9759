import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";

/**
 * The contract of licence variations (issue 29, decision 0071): staff vary a licence's conditions
 * (POST /api/admin/certificates/{certificateId}/vary), the holder reads their variations
 * (GET /api/licences/variations) and acknowledges each (POST /api/licences/variations/{variationId}/acknowledge).
 * Once, as JSON Schema for the routes, with the renderer's types derived from it (decision 0046).
 */

/** The refusal of an empty text: the server's 400 and the staff form say the same words. */
export const VARIATION_TEXT_REQUIRED = "Enter the variation: what changes in the licence's conditions";

export const varyRequestSchema = {
  type: "object",
  required: ["text"],
  additionalProperties: false,
  properties: {
    text: { type: "string", minLength: 1, maxLength: 2000, description: "What changes in the licence's conditions, in words the holder reads" },
    from: { type: "string", format: "date", description: "The first day it applies (today or later, by the licence's last day); today when absent" },
  },
} as const;

/** One variation as the holder and staff see it: never who wrote or acknowledged it. */
export const variationSchema = {
  type: "object",
  required: ["id", "certificate_id", "licence_number", "text", "from", "varied_on", "acknowledged_on"],
  additionalProperties: false,
  properties: {
    id: { type: "integer" },
    certificate_id: { type: "integer" },
    licence_number: { type: "string" },
    text: { type: "string" },
    from: { type: "string", description: "The first day it applies (YYYY-MM-DD)" },
    varied_on: { type: "string", description: "The day staff published it (YYYY-MM-DD)" },
    acknowledged_on: { type: ["string", "null"], description: "The day the holder acknowledged it (YYYY-MM-DD); null until then" },
  },
} as const;

export const variationAnswerSchema = { type: "object", required: ["msg", "variation"], additionalProperties: false, properties: { msg: { type: "string" }, variation: variationSchema } } as const;

/** GET /api/licences/variations: the variations of the licences the signed-in entity holds, newest first. */
export const myVariationsSchema = { type: "object", required: ["variations"], additionalProperties: false, properties: { variations: { type: "array", items: variationSchema } } } as const;

export type VaryRequest = Closed<FromSchema<typeof varyRequestSchema>>;
export type LicenceVariation = Closed<FromSchema<typeof variationSchema>>;
export type VariationAnswer = Closed<FromSchema<typeof variationAnswerSchema>>;
export type MyVariations = Closed<FromSchema<typeof myVariationsSchema>>;
