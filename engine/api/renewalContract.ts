import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";

/**
 * The contract of Renew on a licence (issue 29, decision 0070): POST /api/renewals with the
 * licence's id answers the renewal draft to open and where. Once, as JSON Schema for the route,
 * with the renderer's types derived from it (decision 0046).
 */
export const renewalRequestSchema = {
  type: "object",
  required: ["licence_id"],
  additionalProperties: false,
  properties: { licence_id: { type: "integer", minimum: 1, description: "The id of the issued licence (GET /api/bpm/issued-certificates `id`)" } },
} as const;

export const startedRenewalSchema = {
  type: "object",
  required: ["temp_trans_id", "app_type", "definition_version", "address", "resumed"],
  additionalProperties: false,
  properties: {
    temp_trans_id: { type: "string" },
    app_type: { type: "string" },
    definition_version: { type: "string" },
    address: { type: "string", description: "The wizard's address of the first step or page that needs the holder" },
    resumed: { type: "boolean", description: "Whether this opened a renewal already started (Renew pressed again, or on another device)" },
  },
} as const;

export type RenewalRequest = Closed<FromSchema<typeof renewalRequestSchema>>;
/** What Renew answers: the renewal to open and where. */
export type StartedRenewalView = Closed<FromSchema<typeof startedRenewalSchema>>;

/** What a renewal started with, as a transaction carries it (`renewal`): check your answers marks what carried over. */
export const renewalRecordSchema = {
  type: "object",
  required: ["licence", "carried"],
  additionalProperties: false,
  properties: {
    licence: { type: "string", description: "The number of the licence renewed" },
    carried: { type: "object", additionalProperties: true, description: "The answers carried over from the licence's last approved application, by field name" },
    transferred: { type: "boolean", description: "True when the licence was transferred to its holder since that application (decision 0069): the previous holder's answers do not carry over, so `carried` is empty" },
  },
} as const;

export type RenewalRecord = Closed<FromSchema<typeof renewalRecordSchema>>;
