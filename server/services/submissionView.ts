import type { FastifyInstance } from "fastify";
import type { WhatHappensNext } from "../../engine/types.ts";
import { type SummarySection } from "../../engine/summary/answerSummary.ts";
import { uploadedDocuments, type UploadedDocument } from "../../engine/summary/uploadedDocuments.ts";
import { formatDate } from "../../engine/dates/formatDate.ts";
import { frozenSummary } from "../../engine/versions/frozenJudgement.ts";
import { databaseDocumentStore } from "./documentStore.ts";
import { HttpError } from "./HttpError.ts";
import { judgedCase } from "./replayCase.ts";
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
  /** `working`: how a rate made a line's amount (decision 0053). */
  fees: { currency: string; lines: Array<{ label: string; amount: number; working?: string }>; total: number };
  payments: PaymentLine[];
  whatHappensNext: WhatHappensNext | null;
  footer: string;
  /** The version of the definition that judged it, and the day (decision 0041). */
  version: string;
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
 * The submission of a transaction as its PDF prints it: the answers, documents and fees as the
 * applicant saw them, frozen at submit with the version that judged them (decision 0041), so the
 * same appear as the server accepted, whoever downloads it and whatever the definition says today. Payments are those that counted: completed, or recorded
 * and waiting for the NFA.
 */
export async function submissionView(app: FastifyInstance, row: TransactionRow): Promise<SubmissionView> {
  if (!row.trans_number) throw new HttpError(404, "Transaction not found");
  // As it was judged at submit, by the version that judged it (decision 0041), whatever the files say today.
  const { compiled, answers, frozen } = await judgedCase(app, row);
  const { definition } = compiled;
  const submittedAt = instantOf(row.submitted_on);
  const summary = frozenSummary(compiled, answers, frozen);
  const uploads = await databaseDocumentStore(app.knex).list(row.temp_trans_id);
  const payments = (await app.knex("payments").where({ temp_trans_id: row.temp_trans_id }).whereIn("status", Object.keys(PAYMENT_STATUS)).orderBy("id")) as Array<{ payment_method: string; amount_cents: number | string; currency: string; status: string; reference: string | null }>;
  return {
    title: definition.title,
    transNumber: row.trans_number,
    submittedAt: submittedAt.toISOString(),
    status: row.status,
    sections: summary.sections,
    documents: uploadedDocuments(summary.documents, uploads),
    fees: { currency: summary.fees.currency, lines: summary.fees.lines.map(({ label, amount, working }) => ({ label, amount, ...(working ? { working } : {}) })), total: summary.fees.total },
    payments: payments.map((p) => ({ method: p.payment_method, amount: Number(p.amount_cents), currency: p.currency, status: PAYMENT_STATUS[p.status] ?? p.status, reference: p.reference })),
    whatHappensNext: definition.whatHappensNext ?? null,
    footer: definition.printFooter,
    version: `rules version ${frozen.version}, applied on ${formatDate(frozen.judgedOn)}`,
  };
}
