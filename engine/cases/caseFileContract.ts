import type { AnswerSummary } from "../summary/answerSummary.ts";
import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "../api/closed.ts";
import { suspensionInForceSchema } from "../api/licenceStatusContract.ts";
import { variationSchema } from "../api/licenceVariationContract.ts";
import { assigneeJsonSchema, caseQueueRowSchema } from "./caseQueueContract.ts";

/**
 * The contract of a case's own page, GET /api/admin/cases/{id} (issue 17, decision 0037): the
 * case as the queue shows it, its answers as the engine summarises them (check-your-answers),
 * documents, payments with who confirmed them, the staff it may be assigned to, the licence issued
 * on approval (decision 0039) and the version that judged it (decision 0041). Once, as JSON Schema
 * for the route, with the type derived from it (decision 0046). The history and the explanation
 * come from their own routes.
 */

const nullableText = { type: ["string", "null"] } as const;

/** JSON Schema of a CaseFile; every list item carries every field (the service fills each, null where none). */
export const caseFileSchema = {
  type: "object",
  required: ["case", "summary", "documents", "payments", "staff", "certificate", "version"],
  properties: {
    case: { type: "object", additionalProperties: false, required: [...caseQueueRowSchema.required, "payment_reference"], properties: { ...caseQueueRowSchema.properties, payment_reference: { type: "string" } } },
    summary: { type: "object", additionalProperties: true, description: "the engine's answer summary (engine/summary/answerSummary.ts): sections, documents, fees in cents" },
    documents: { type: "array", items: { type: "object", additionalProperties: false, required: ["id", "file_name", "content_type", "document_type", "supporting_document_id", "size"], properties: { id: { type: "integer" }, file_name: { type: "string" }, content_type: { type: "string" }, document_type: { type: "string" }, supporting_document_id: nullableText, size: { type: "integer" } } } },
    payments: {
      type: "array",
      items: { type: "object", additionalProperties: false, required: ["id", "payment_method", "status", "amount", "currency", "created_at", "receipt_number", "confirmed_by", "confirmed_at"], properties: { id: { type: "integer" }, payment_method: { type: "string" }, status: { type: "string" }, amount: { type: "number" }, currency: { type: "string" }, created_at: { type: "string" }, receipt_number: nullableText, confirmed_by: assigneeJsonSchema, confirmed_at: nullableText } },
    },
    staff: { type: "array", items: { type: "object", additionalProperties: false, required: ["id", "name"], properties: { id: { type: "integer" }, name: { type: "string" } } } },
    certificate: {
      type: ["object", "null"],
      additionalProperties: false,
      required: ["id", "revoked_at", "revoke_reason", "suspension", "expires_on", "variations"],
      properties: {
        id: { type: "integer" },
        revoked_at: nullableText,
        revoke_reason: nullableText,
        suspension: suspensionInForceSchema,
        expires_on: { type: "string", description: "The licence's last day (YYYY-MM-DD): a suspension ends and a variation starts by it (decision 0071)" },
        variations: { type: "array", items: variationSchema, description: "Its variations, newest first, each acknowledged by the holder or not" },
      },
    },
    version: { type: "object", required: ["label", "judged_on"], properties: { label: { type: "string" }, judged_on: { type: "string" } } },
  },
} as const;

type CaseFileParts = typeof caseFileSchema.properties;

/**
 * A case whole, for its page: each part derived from its schema (json-schema-to-ts gives up on the
 * whole object at this depth, so part by part; every part is required); its summary is the
 * engine's (the schema leaves it open).
 */
export type CaseFile = { [K in Exclude<keyof CaseFileParts, "summary">]: Closed<FromSchema<CaseFileParts[K]>> } & { summary: AnswerSummary };
