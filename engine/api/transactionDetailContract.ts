import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";
import { caseEventSchema } from "./caseEventContract.ts";
import { certificateSchema } from "./certificateContract.ts";

/**
 * The contract of staff's 'Transaction Detailed View', GET /api/admin/transactions/{id} (spec 000
 * §2 /admin/transactions): the transaction, its applicant, payments, documents, audit trail,
 * certificate and the statuses it may move to. Once, as JSON Schema for the route, with the
 * renderer's type derived from it (decision 0046): a page reading a field this does not answer
 * fails the type check. Lists and the applicant are closed (`additionalProperties: false`, which is
 * also what the serialiser sends of them); the transaction stays open, its answers being the
 * type's own.
 */

const nullableText = { type: ["string", "null"] } as const;

export const transactionDetailSchema = {
  type: "object",
  required: ["transaction", "applicant", "payments", "documents", "events", "certificate", "next_statuses"],
  properties: {
    /** The transaction as transactionView (server/services/transactions.ts) sends it; the fields the page reads are named. */
    transaction: {
      type: "object",
      required: ["transaction_number", "payment_reference", "status", "app_type", "submitted_on", "application_details"],
      properties: {
        transaction_number: nullableText,
        /** The reference an offline payment quotes (decision 0019), to match money to the case. */
        payment_reference: { type: "string" },
        status: { type: "string" },
        app_type: { type: "string" },
        submitted_on: nullableText,
        /** The answers, as submitted. */
        application_details: { type: "object", additionalProperties: true },
      },
      additionalProperties: true,
    },
    applicant: {
      type: ["object", "null"],
      additionalProperties: false,
      properties: { id: { type: "integer" }, applicant_type: nullableText, nfa_registration_number: nullableText, entity_number: nullableText, cell_phone: nullableText, address: nullableText, parish: nullableText },
    },
    payments: { type: "array", items: { type: "object", additionalProperties: false, required: ["id"], properties: { id: { type: "integer" }, payment_method: { type: "string" }, status: { type: "string" }, amount: { type: "number" }, currency: { type: "string" }, created_at: { type: "string" } } } },
    documents: { type: "array", items: { type: "object", additionalProperties: false, required: ["id", "file_name", "document_type"], properties: { id: { type: "integer" }, file_name: { type: "string" }, document_type: { type: "string" }, supporting_document_id: nullableText } } },
    events: { type: "array", items: caseEventSchema },
    certificate: { anyOf: [certificateSchema, { type: "null" }] },
    next_statuses: { type: "array", items: { type: "string" } },
  },
} as const;

/** GET /api/admin/transactions/{id}'s answer. */
export type TransactionDetail = Closed<FromSchema<typeof transactionDetailSchema>>;
