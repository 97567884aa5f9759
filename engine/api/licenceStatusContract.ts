import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";

/**
 * The contract of staff suspending a licence and lifting its suspension (issue 29, decision 0071):
 * POST /api/admin/certificates/{certificateId}/suspend and .../reinstate, and the suspension as
 * the holder's licences tab and the case page show it. Once, as JSON Schema for the routes, with
 * the renderer's types derived from it (decision 0046).
 */
const day = { type: "string", format: "date" } as const;

/** The refusal of an empty reason: the server's 400 and the staff dialog say the same words. */
export const SUSPEND_REASON_REQUIRED = "Enter the reason for suspending the licence";

export const suspendRequestSchema = {
  type: "object",
  required: ["reason"],
  additionalProperties: false,
  properties: {
    reason: { type: "string", minLength: 1, maxLength: 2000, description: "Why: shown to the holder and kept in the case history" },
    until: { ...day, description: "The first day the licence is valid again (after today, by its last day); absent: until staff lift it" },
  },
} as const;

export const suspensionSchema = {
  type: "object",
  required: ["msg", "suspended_at", "suspended_until"],
  additionalProperties: false,
  properties: { msg: { type: "string" }, suspended_at: { type: "string" }, suspended_until: { type: ["string", "null"] } },
} as const;

export const reinstateRequestSchema = {
  type: "object",
  additionalProperties: false,
  properties: { reason: { type: "string", maxLength: 2000, description: "Why, if staff say: kept in the case history" } },
} as const;

export const reinstatementSchema = {
  type: "object",
  required: ["msg", "reinstated_at"],
  additionalProperties: false,
  properties: { msg: { type: "string" }, reinstated_at: { type: "string" } },
} as const;

/** A suspension in force on the portal's day, as a licence carries it (the holder's list, the case page); null when none is. */
export const suspensionInForceSchema = {
  type: ["object", "null"],
  required: ["since", "until", "reason"],
  additionalProperties: false,
  properties: {
    since: { type: "string", description: "When staff suspended it (ISO)" },
    until: { type: ["string", "null"], description: "The first day it is valid again (YYYY-MM-DD); null until staff lift it" },
    reason: { type: "string" },
  },
} as const;

export type SuspendRequest = Closed<FromSchema<typeof suspendRequestSchema>>;
export type Suspension = Closed<FromSchema<typeof suspensionSchema>>;
export type ReinstateRequest = Closed<FromSchema<typeof reinstateRequestSchema>>;
export type Reinstatement = Closed<FromSchema<typeof reinstatementSchema>>;
export type SuspensionInForce = Closed<FromSchema<typeof suspensionInForceSchema>>;
