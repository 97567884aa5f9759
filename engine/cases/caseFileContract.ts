import type { AnswerSummary } from "../summary/answerSummary.ts";
import { assigneeJsonSchema, caseQueueRowSchema, type Assignee, type CaseQueueRow } from "./caseQueueContract.ts";

/**
 * The contract of a case's own page, GET /api/admin/cases/{id} (issue 17, decision 0037): the
 * case as the queue shows it, its answers as the engine summarises them (check-your-answers),
 * documents, payments with who confirmed them, and the staff it may be assigned to. The history
 * and the explanation come from their own routes.
 */
export interface CaseFile {
  case: CaseQueueRow & { payment_reference: string };
  summary: AnswerSummary;
  documents: Array<{ id: number; file_name: string; content_type: string; document_type: string; supporting_document_id: string | null; size: number }>;
  payments: Array<{ id: number; payment_method: string; status: string; amount: number; currency: string; created_at: string; receipt_number: string | null; confirmed_by: Assignee | null; confirmed_at: string | null }>;
  staff: Assignee[];
  /** The licence issued on approval, for staff to revoke from the case (decision 0039); null until one is issued. */
  certificate: { id: number; revoked_at: string | null; revoke_reason: string | null } | null;
  /** The version of the definition that judged the application, and the day it was judged on (decision 0041). */
  version: { label: string; judged_on: string };
}

const nullableText = { type: ["string", "null"] } as const;

/** JSON Schema of a CaseFile. */
export const caseFileSchema = {
  type: "object",
  required: ["case", "summary", "documents", "payments", "staff", "certificate", "version"],
  properties: {
    case: { type: "object", properties: { ...caseQueueRowSchema.properties, payment_reference: { type: "string" } } },
    summary: { type: "object", additionalProperties: true, description: "the engine's answer summary (engine/summary/answerSummary.ts): sections, documents, fees in cents" },
    documents: { type: "array", items: { type: "object", properties: { id: { type: "integer" }, file_name: { type: "string" }, content_type: { type: "string" }, document_type: { type: "string" }, supporting_document_id: nullableText, size: { type: "integer" } } } },
    payments: {
      type: "array",
      items: { type: "object", properties: { id: { type: "integer" }, payment_method: { type: "string" }, status: { type: "string" }, amount: { type: "number" }, currency: { type: "string" }, created_at: { type: "string" }, receipt_number: nullableText, confirmed_by: assigneeJsonSchema, confirmed_at: nullableText } },
    },
    staff: { type: "array", items: { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } } } },
    certificate: { type: ["object", "null"], properties: { id: { type: "integer" }, revoked_at: nullableText, revoke_reason: nullableText } },
    version: { type: "object", required: ["label", "judged_on"], properties: { label: { type: "string" }, judged_on: { type: "string" } } },
  },
} as const;
