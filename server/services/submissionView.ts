import type { FastifyInstance } from "fastify";
import type { WhatHappensNext } from "../../engine/types.ts";
import { answerSummary, type SummarySection } from "../../engine/summary/answerSummary.ts";
import { uploadedDocuments, type UploadedDocument } from "../../engine/summary/uploadedDocuments.ts";
import { entityProfile } from "./accounts.ts";
import { databaseDocumentStore } from "./documentStore.ts";
import { HttpError } from "./HttpError.ts";
import { parseJson } from "./json.ts";
import type { TransactionRow } from "./transactions.ts";

/** One payment as the submission lists it. Amounts in integer cents. */
export interface PaymentLine {
  method: string;
  amount: number;
  currency: string;
  status: string;
  reference: string | null;
}

/** Everything the submission PDF prints, gathered from the transaction, its definition and its uploads. */
export interface SubmissionView {
  title: string;
  transNumber: string;
  /** When the application was submitted (an ISO instant). */
  submittedAt: string;
  status: string;
  sections: SummarySection[];
  documents: UploadedDocument[];
  fees: { currency: string; lines: Array<{ label: string; amount: number }>; total: number };
  payments: PaymentLine[];
  whatHappensNext: WhatHappensNext | null;
  footer: string;
}

/** What a payment's stored status means to the applicant (migration 0004: initiated, completed, failed, pending). */
const PAYMENT_STATUS: Record<string, string> = {
  completed: "Paid",
  pending: "Recorded, waiting for the NFA to confirm it",
};

/** A database timestamp as an instant: PostgreSQL gives a Date, SQLite a UTC text without a zone. */
function instantOf(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value ?? "");
  const parsed = Date.parse(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text.replace(" ", "T")}Z` : text);
  return Number.isNaN(parsed) ? new Date(0) : new Date(parsed);
}

/**
 * The submission of a transaction as its PDF prints it. The answers are summarised by the engine
 * from the definition (engine/summary/answerSummary.ts), judged as on the day it was submitted with
 * the profile of the entity it belongs to, so the same answers, fees and documents appear as the
 * server accepted, whoever downloads it. Payments are those that counted: completed, or recorded
 * and waiting for the NFA.
 */
export async function submissionView(app: FastifyInstance, row: TransactionRow): Promise<SubmissionView> {
  const compiled = app.definitions.get(row.app_type);
  if (!compiled || !row.trans_number) throw new HttpError(404, "Transaction not found");
  const { definition } = compiled;
  const entity = row.entity_id === null ? undefined : await app.knex("entities").where({ id: row.entity_id }).first();
  const submittedAt = instantOf(row.submitted_on);
  // Judged again as on the day it was submitted: fees in force and dates relative to that day.
  const context = await app.definitions.context(entity ? entityProfile(entity) : {}, app.definitions.dayOf(submittedAt));
  const summary = answerSummary(compiled, parseJson<Record<string, unknown>>(row.answers, {}), context);
  const uploads = await databaseDocumentStore(app.knex).list(row.temp_trans_id);
  const payments = (await app.knex("payments").where({ temp_trans_id: row.temp_trans_id }).whereIn("status", Object.keys(PAYMENT_STATUS)).orderBy("id")) as Array<{ payment_method: string; amount_cents: number | string; currency: string; status: string; reference: string | null }>;
  return {
    title: definition.title,
    transNumber: row.trans_number,
    submittedAt: submittedAt.toISOString(),
    status: row.status,
    sections: summary.sections,
    documents: uploadedDocuments(summary.documents, uploads),
    fees: { currency: summary.fees.currency, lines: summary.fees.lines.map(({ label, amount }) => ({ label, amount })), total: summary.fees.total },
    payments: payments.map((p) => ({ method: p.payment_method, amount: Number(p.amount_cents), currency: p.currency, status: PAYMENT_STATUS[p.status] ?? p.status, reference: p.reference })),
    whatHappensNext: definition.whatHappensNext ?? null,
    footer: definition.printFooter,
  };
}
