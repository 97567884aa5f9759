import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";

/**
 * The contract of GET /api/admin/officer-requests, officers by appointment (issue 13, decision
 * 0013): its answer once, as JSON Schema for the route with the types derived from it (decision
 * 0046).
 */

/** What an officer asks staff for: an officer role, or to act for an entity. */
export const OFFICER_REQUEST_KINDS = ["appointment", "claim"] as const;
/** What an officer asks staff for. */
export type OfficerRequestKind = (typeof OFFICER_REQUEST_KINDS)[number];
/** Where a request stands. */
export const OFFICER_REQUEST_STATUSES = ["pending", "approved", "refused"] as const;
/** Where a request stands. */
export type OfficerRequestStatus = (typeof OFFICER_REQUEST_STATUSES)[number];

const nullableText = { type: ["string", "null"] } as const;

/** A request as the admin page lists it, with who asked and who decided, and when. */
export const officerRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "kind", "status", "officer_user_id", "officer_email", "officer_name", "supporting_officer_role", "entity_id", "entity_number", "nfa_registration_number", "applicant_name", "requested_by_email", "requested_at", "decided_by_email", "decided_at"],
  properties: {
    id: { type: "integer" },
    kind: { enum: OFFICER_REQUEST_KINDS },
    status: { enum: OFFICER_REQUEST_STATUSES },
    officer_user_id: { type: "integer" },
    officer_email: nullableText,
    officer_name: nullableText,
    supporting_officer_role: nullableText,
    entity_id: { type: ["integer", "null"] },
    entity_number: nullableText,
    nfa_registration_number: nullableText,
    applicant_name: nullableText,
    requested_by_email: nullableText,
    requested_at: { type: "string" },
    decided_by_email: nullableText,
    decided_at: nullableText,
  },
} as const;
/** One officer request. */
export type OfficerRequest = Closed<FromSchema<typeof officerRequestSchema>>;

/** The list's answer: what to say of it and the requests, newest first. */
export const officerRequestsAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["msg", "requests"],
  properties: { msg: { type: "string" }, requests: { type: "array", items: officerRequestSchema } },
} as const;
/** The list's answer. */
export type OfficerRequestsAnswer = Closed<FromSchema<typeof officerRequestsAnswerSchema>>;
