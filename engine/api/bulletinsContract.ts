import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";

/**
 * The contract of GET /api/bulletins, the public news (spec 000 §3 'Bulletin item'), once, as
 * JSON Schema for the route with the types derived from it (decision 0046).
 */

/**
 * One news item. The image and the link stay optional: the items come from a file the
 * Authority's web team edits, which may leave either out.
 */
export const bulletinSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "title", "description", "summary", "date", "category"],
  properties: { id: { type: "integer" }, title: { type: "string" }, image: { type: ["string", "null"] }, description: { type: "string" }, summary: { type: "string" }, date: { type: "string" }, category: { type: "string" }, link: { type: ["string", "null"] } },
} as const;
/** One news item. */
export type Bulletin = Closed<FromSchema<typeof bulletinSchema>>;

/** GET /api/bulletins's answer: every item, newest first. */
export const bulletinsAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["bulletins"],
  properties: { bulletins: { type: "array", items: bulletinSchema } },
} as const;
/** The news, newest first. */
export type BulletinsAnswer = Closed<FromSchema<typeof bulletinsAnswerSchema>>;
