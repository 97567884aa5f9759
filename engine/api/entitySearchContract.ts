import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";

/**
 * The contract of GET /api/admin/supporting-officer/entities, the supporting-officer dashboard's
 * search (spec 000 §3 'Entity search result'): its answer once, as JSON Schema for the route with
 * the types derived from it (decision 0046).
 */

/** A user of an entity, with how they belong to it. */
const entityUserSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "email", "entity_user"],
  properties: {
    id: { type: "integer" },
    email: { type: ["string", "null"] },
    entity_user: {
      type: "object",
      additionalProperties: false,
      required: ["is_primary", "is_replaced_supporting_officer", "updated_at"],
      properties: { is_primary: { type: "boolean" }, is_replaced_supporting_officer: { type: "string" }, updated_at: { type: "string" } },
    },
  },
} as const;

/**
 * An entity as the dashboard lists it for claiming, with its users and the claiming marks:
 * `claim_pending_for_me` is the caller's claim that staff have not yet approved (decision 0013).
 */
export const entitySearchResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "nfa_registration_number", "entity_number", "applicant_type", "applicant_email_address", "applicant_cell_phone", "supporting_officer_name", "claimed_by_me", "claim_pending_for_me", "users"],
  properties: {
    id: { type: "integer" },
    nfa_registration_number: { type: ["string", "null"] },
    entity_number: { type: "string" },
    applicant_type: { type: "string" },
    applicant_email_address: { type: ["string", "null"] },
    applicant_cell_phone: { type: ["string", "null"] },
    supporting_officer_name: { type: ["string", "null"] },
    claimed_by_me: { type: "boolean" },
    claim_pending_for_me: { type: "boolean" },
    users: { type: "array", items: entityUserSchema },
  },
} as const;
/** An entity found by the dashboard's search. */
export type EntitySearchResult = Closed<FromSchema<typeof entitySearchResultSchema>>;

/** The search's answer: what to say of it and the entities found. */
export const entitySearchAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["msg", "entities"],
  properties: { msg: { type: "string" }, entities: { type: "array", items: entitySearchResultSchema } },
} as const;
/** The search's answer. */
export type EntitySearchAnswer = Closed<FromSchema<typeof entitySearchAnswerSchema>>;
