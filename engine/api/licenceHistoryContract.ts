import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";

/**
 * What may be in a licence's history (decisions 0069, 0070, 0071): "expired" worked out from its
 * dates, and "suspension-ended" from a suspension's end day once it has come.
 */
export const LICENCE_HISTORY_ACTIONS = ["issued", "renewed", "varied", "variation-acknowledged", "suspended", "reinstated", "suspension-ended", "revoked", "expired", "transfer-requested", "transfer-confirmed", "transfer-declined", "transfer-withdrawn", "transfer-approved", "transfer-refused"] as const;

/**
 * The contract of a licence's one history (issue 29): GET /api/licences/{certificateId}/history,
 * oldest first. Nothing about the people who acted or the other party of a transfer: a licence
 * that changed hands keeps its history, and its new holder reads it. Once, as JSON Schema for the
 * route, with the renderer's type derived from it (decision 0046).
 */
export const licenceHistorySchema = {
  type: "object",
  required: ["events"],
  additionalProperties: false,
  properties: {
    events: {
      type: "array",
      items: {
        type: "object",
        required: ["action", "on", "detail"],
        additionalProperties: false,
        properties: {
          action: { enum: LICENCE_HISTORY_ACTIONS },
          on: { type: "string", description: "The day it happened (YYYY-MM-DD)" },
          detail: { type: ["string", "null"], description: "The renewal's number, a variation's text, or the reason a licence was revoked, suspended or reinstated" },
          from: { type: "string", description: "A variation's first day (YYYY-MM-DD)" },
          until: { type: "string", description: "A suspension's end day, the first day the licence is valid again (YYYY-MM-DD), when staff gave one" },
        },
      },
    },
  },
} as const;

export type LicenceHistory = Closed<FromSchema<typeof licenceHistorySchema>>;
export type LicenceHistoryEvent = LicenceHistory["events"][number];
