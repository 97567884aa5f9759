import type { FastifyInstance } from "fastify";
import type { CaseFile } from "../../engine/cases/caseFileContract.ts";
import { paymentReference } from "../../engine/payment/paymentReference.ts";
import { frozenSummary } from "../../engine/versions/frozenJudgement.ts";
import { staffMembers, staffName } from "./assignCase.ts";
import { queueRows, withAssignee } from "./caseQueue.ts";
import { replayCase } from "./replayCase.ts";
import { timestampText } from "./searchTransactions.ts";
import { suspensionView } from "./suspensionInForce.ts";
import { variationsOfLicence } from "./variations/variationViews.ts";

/**
 * A submitted case whole, for its page (issue 17): the queue's view of it, its answers summarised
 * as the applicant's check-your-answers showed them (frozen at submit, with the version that judged it), its documents, its payments with who confirmed each and when, the staff it may
 * be assigned to, and its licence once issued (revoked, suspended). 404 for an unknown id, 409 for a draft.
 */
export async function caseFile(app: FastifyInstance, id: number, now = Date.now()): Promise<CaseFile> {
  const { row, compiled, answers, frozen } = await replayCase(app, id);
  const read = (await withAssignee(app.knex("transactions as t").where("t.id", row.id))) as Array<Record<string, unknown>>;
  const [queued] = await queueRows(app.knex, app.definitions, read, now);
  const documents = await app.knex("documents").where({ temp_trans_id: row.temp_trans_id }).orderBy("id").select("id", "file_name", "content_type", "document_type", "supporting_document_id", "size");
  const payments = (await app.knex("payments as p").leftJoin("users as u", "u.id", "p.confirmed_by").where("p.temp_trans_id", row.temp_trans_id).orderBy("p.id").select("p.id", "p.payment_method", "p.status", "p.amount_cents", "p.currency", "p.created_at", "p.receipt_number", "p.confirmed_by", "p.confirmed_at", "u.name_of_applicant", "u.supporting_officer_name", "u.email")) as Array<Record<string, unknown>>;
  const certificate = (await app.knex("issued_certificates").where({ transaction_id: row.id }).first("id", "revoked_at", "revoke_reason", "suspended_at", "suspended_until", "suspend_reason", "date_of_expiration")) as Record<string, unknown> | undefined;
  if (!queued) throw new Error(`case ${row.id} vanished while read`);
  return {
    // The reference an offline payment quotes (decision 0019), to match money to the case.
    case: { ...queued, payment_reference: paymentReference(row.id) },
    // As the applicant saw it at submit, by the version that judged it (decision 0041).
    summary: frozenSummary(compiled, answers, frozen),
    version: { label: frozen.version, judged_on: frozen.judgedOn },
    documents: documents.map((d: Record<string, unknown>) => ({ id: Number(d.id), file_name: String(d.file_name), content_type: String(d.content_type), document_type: String(d.document_type), supporting_document_id: (d.supporting_document_id as string | null) ?? null, size: Number(d.size) })),
    payments: payments.map((p) => ({
      id: Number(p.id),
      payment_method: String(p.payment_method),
      status: String(p.status),
      amount: Number(p.amount_cents) / 100,
      currency: String(p.currency),
      created_at: timestampText(p.created_at),
      receipt_number: (p.receipt_number as string | null) ?? null,
      confirmed_by: p.confirmed_by === null || p.confirmed_by === undefined ? null : { id: Number(p.confirmed_by), name: staffName(p) },
      confirmed_at: p.confirmed_at === null || p.confirmed_at === undefined ? null : timestampText(p.confirmed_at),
    })),
    staff: await staffMembers(app),
    certificate: certificate
      ? {
          id: Number(certificate.id),
          revoked_at: certificate.revoked_at ? timestampText(certificate.revoked_at) : null,
          revoke_reason: (certificate.revoke_reason as string | null) ?? null,
          // Suspended on the portal's day (decision 0071), and the last day a suspension may end on.
          suspension: suspensionView(certificate, app.definitions.today()),
          expires_on: String(certificate.date_of_expiration),
          variations: await variationsOfLicence(app.knex, Number(certificate.id)),
        }
      : null,
  };
}
