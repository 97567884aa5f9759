import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";

/**
 * The contract of a case's audit trail, GET /api/bpm/case/{id}/events and the events of the
 * 'Transaction Detailed View': once, as JSON Schema for the routes with the types derived from it
 * (decision 0046).
 */

/**
 * One line of a case's audit trail: who did what, when, and why. Who acted (`by_user_id`,
 * `by_name`, `by_email`) is sent to staff only, so staff members' addresses are not handed out
 * to applicants: those three stay optional.
 */
export const caseEventSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "action", "status", "comment", "created_at", "by_role"],
  properties: {
    id: { type: "integer" },
    action: { type: "string" },
    status: { type: ["string", "null"] },
    comment: { type: ["string", "null"] },
    created_at: { type: "string" },
    by_role: { type: ["string", "null"] },
    by_user_id: { type: ["integer", "null"] },
    by_name: { type: ["string", "null"] },
    by_email: { type: ["string", "null"] },
  },
} as const;
/** One line of a case's audit trail. */
export type CaseEvent = Closed<FromSchema<typeof caseEventSchema>>;

/** GET /api/bpm/case/{id}/events's answer: the case's status and its trail, oldest first. */
export const caseEventsAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["status", "events"],
  properties: { status: { type: "string" }, events: { type: "array", items: caseEventSchema } },
} as const;
/** A case's status and audit trail. */
export type CaseEventsAnswer = Closed<FromSchema<typeof caseEventsAnswerSchema>>;
