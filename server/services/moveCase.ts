import type { FastifyInstance } from "fastify";
import { canonicalStatus, nextStatuses, type CaseStatus } from "./caseStatus.ts";
import { HttpError } from "./HttpError.ts";
import { issueCertificate } from "./issueCertificate.ts";
import type { Identity } from "./login.ts";
import { recordEvent, type TransactionRow } from "./transactions.ts";

/** The submitted transaction behind an id, or 404 / 409 for an unknown id or a draft. */
export async function submittedCase(app: FastifyInstance, id: number): Promise<TransactionRow> {
  const row = (await app.knex("transactions").where({ id }).first()) as TransactionRow | undefined;
  if (!row) throw new HttpError(404, "Transaction not found");
  if (!row.trans_number) throw new HttpError(409, "This application has not been submitted");
  return row;
}

/**
 * Moves a case to a new status for a staff member, with the audit trail (who, what, when, why).
 * Returning for correction needs a comment ('Comment is Mandatory'); approving a licence needs
 * every payment confirmed and issues the certificate in the same database transaction.
 */
export async function moveCase(app: FastifyInstance, id: number, to: CaseStatus, comment: string | null, identity: Identity): Promise<{ status: CaseStatus; certificateId: number | null }> {
  const row = await submittedCase(app, id);
  const from = canonicalStatus(row.status);
  if (!nextStatuses(row.status).includes(to)) throw new HttpError(409, `A case in status '${from ?? row.status}' cannot move to '${to}'`);
  if (to === "Returned For Correction" && !comment) throw new HttpError(400, "Comment is Mandatory", [{ pointer: "/comment", message: "Comment is Mandatory" }]);
  const compiled = app.definitions.get(row.app_type);
  if (!compiled) throw new HttpError(409, `Unknown application type ${row.app_type}`);
  if (to === "Payment Approved" || to === "Licence Approved") {
    const pending = await app.knex("payments").where({ temp_trans_id: row.temp_trans_id, status: "pending" }).first();
    if (pending) throw new HttpError(409, "Confirm the pending payment first");
  }
  // A certificate names its holder: an application made without an account (the violation notice) has none.
  if (to === "Licence Approved" && row.entity_id === null) throw new HttpError(409, "Only an application made by a registered applicant can be approved as a licence");
  // issueCertificate adds the holder's profile to the context itself.
  const context = to === "Licence Approved" ? await app.definitions.context({}) : null;
  return app.knex.transaction(async (trx) => {
    await trx("transactions").where({ id: row.id }).update({ status: to, updated_at: trx.fn.now() });
    await recordEvent(trx, row.id, identity, "status-changed", to, comment);
    const certificateId = context ? await issueCertificate(trx, compiled, row, identity, context) : null;
    if (certificateId !== null) await recordEvent(trx, row.id, identity, "certificate-issued", to, null);
    return { status: to, certificateId };
  });
}

/**
 * Confirms the offline payments of a case (cash, cheque, transfer, direct debit: recorded as
 * pending when the applicant paid) and marks it 'Payment Approved' where that move is allowed.
 */
export async function confirmPayment(app: FastifyInstance, id: number, receipt: string | null, identity: Identity): Promise<{ status: string; confirmed: number }> {
  const row = await submittedCase(app, id);
  const pending = await app.knex("payments").where({ temp_trans_id: row.temp_trans_id, status: "pending" });
  if (!pending.length) throw new HttpError(409, "There is no pending payment to confirm");
  const approve = nextStatuses(row.status).includes("Payment Approved");
  return app.knex.transaction(async (trx) => {
    await trx("payments").whereIn("id", pending.map((p: { id: number }) => p.id)).update({ status: "completed", updated_at: trx.fn.now() });
    const methods = [...new Set(pending.map((p: { payment_method: string }) => p.payment_method))].join(", ");
    await recordEvent(trx, row.id, identity, "payment-confirmed", approve ? "Payment Approved" : null, [methods, receipt ? `receipt ${receipt}` : null].filter(Boolean).join("; "));
    if (approve) await trx("transactions").where({ id: row.id }).update({ status: "Payment Approved", updated_at: trx.fn.now() });
    return { status: approve ? "Payment Approved" : row.status, confirmed: pending.length };
  });
}
