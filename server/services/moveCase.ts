import type { FastifyInstance } from "fastify";
import type { Knex } from "knex";
import { canonicalStatus, nextStatuses, type CaseStatus } from "./caseStatus.ts";
import { HttpError } from "./HttpError.ts";
import { issueCertificate } from "./issueCertificate.ts";
import type { Identity } from "./login.ts";
import { coveredCents, jmd } from "./paymentCoverage.ts";
import { recordInRegister } from "./recordInRegister.ts";
import { recordEvent, type TransactionRow } from "./transactions.ts";

/** The submitted transaction behind an id, or 404 / 409 for an unknown id or a draft. */
export async function submittedCase(app: FastifyInstance, id: number): Promise<TransactionRow> {
  const row = (await app.knex("transactions").where({ id }).first()) as TransactionRow | undefined;
  if (!row) throw new HttpError(404, "Transaction not found");
  if (!row.trans_number) throw new HttpError(409, "This application has not been submitted");
  return row;
}

/** The 409 of a move chosen on a case that has moved on since (decision 0014). */
export const staleMove = (current: string, expected: string) => new HttpError(409, `This case has changed: it is now '${canonicalStatus(current) ?? current}', not '${expected}'. Reload the case and choose again`, [{ pointer: "/expected_status", message: `The case is now '${canonicalStatus(current) ?? current}'` }]);

/**
 * Refuses a move whose expected status, when sent, is not the case's status now. Without one (the
 * spec's own call, spec 000 §7, decision 0045) the move applies if the status it finds allows it;
 * the staff pages always send it, so a move chosen on a stale screen is still refused.
 */
function checkExpected(row: TransactionRow, expected: string | null): void {
  if (expected !== null && (canonicalStatus(expected) ?? expected) !== (canonicalStatus(row.status) ?? row.status)) throw staleMove(row.status, expected);
}

/** Moves the row from the status it was read in, or refuses: of two concurrent moves, one wins. */
async function conditionalMove(trx: Knex.Transaction, row: TransactionRow, to: string, expected: string): Promise<void> {
  const updated = await trx("transactions").where({ id: row.id, status: row.status }).update({ status: to, updated_at: trx.fn.now() });
  if (updated === 1) return;
  const now = await trx("transactions").where({ id: row.id }).first("status");
  throw staleMove(String(now?.status ?? row.status), expected);
}

/**
 * Moves a case to a new status for a staff member, with the audit trail (who, what, when, why).
 * The move may carry the status the staff member saw (`expected`); a case that has moved on since
 * is then refused with 409. Of two concurrent moves one wins either way, so a certificate is issued
 * once (decision 0014).
 * Returning for correction needs a comment ('Comment is Mandatory'); approving a licence needs
 * every payment confirmed, covering the fees, and issues the certificate in the same database
 * transaction, dated the portal's day, or `day` for the demo licences loaded at start
 * (decision 0072; no route passes it).
 */
export async function moveCase(app: FastifyInstance, id: number, to: CaseStatus, comment: string | null, identity: Identity, expected: string | null = null, day?: string): Promise<{ status: CaseStatus; certificateId: number | null }> {
  const row = await submittedCase(app, id);
  checkExpected(row, expected);
  const from = canonicalStatus(row.status);
  if (!nextStatuses(row.status).includes(to)) throw new HttpError(409, `A case in status '${from ?? row.status}' cannot move to '${to}'`);
  if (to === "Returned For Correction" && !comment) throw new HttpError(400, "Comment is Mandatory", [{ pointer: "/comment", message: "Comment is Mandatory" }]);
  // The version that judged it decides what it issues (decision 0041), not today's file.
  const compiled = app.definitions.version(row.app_type, row.definition_version) ?? app.definitions.get(row.app_type);
  if (!compiled) throw new HttpError(409, `Unknown application type ${row.app_type}`);
  if (to === "Payment Approved" || to === "Licence Approved") {
    const pending = await app.knex("payments").where({ temp_trans_id: row.temp_trans_id, status: "pending" }).first();
    if (pending) throw new HttpError(409, "Confirm the pending payment first");
    // What was recomputed at submit must be paid, and confirmed, before approval.
    const due = compiled.definition.stages.some((s) => s.id === "payment") ? Number(row.amount_due_cents ?? 0) : 0;
    const paid = await coveredCents(app.knex, row.temp_trans_id, ["completed"]);
    if (paid < due) throw new HttpError(409, `The payments of this case (JMD ${jmd(paid)}) do not cover its fees (JMD ${jmd(due)})`);
  }
  // A certificate names its holder: an application made without an account (the violation notice) has none.
  if (to === "Licence Approved" && row.entity_id === null) throw new HttpError(409, "Only an application made by a registered applicant can be approved as a licence");
  // issueCertificate adds the holder's profile to the context itself.
  const context = to === "Licence Approved" ? await app.definitions.context({}, day) : null;
  return app.knex.transaction(async (trx) => {
    await conditionalMove(trx, row, to, expected ?? row.status);
    await recordEvent(trx, row.id, identity, "status-changed", to, comment);
    // A day gone by dates the licence's history too: noon of that day, whatever the time zone reads.
    const certificateId = context ? await issueCertificate(trx, compiled, row, identity, context, day ? `${day}T12:00:00.000Z` : undefined) : null;
    if (certificateId !== null) {
      await recordEvent(trx, row.id, identity, "certificate-issued", to, null);
      // A vessel's licence goes on the public register as it is issued (decision 0066).
      await recordInRegister(trx, app.definitions, row, certificateId);
    }
    return { status: to, certificateId };
  });
}

/**
 * Confirms the offline payments of a case (cash, cheque, transfer, direct debit: recorded as
 * pending when the applicant paid) and marks it 'Payment Approved' where that move is allowed.
 * Each payment is confirmed once: of two concurrent confirmations one wins, the other gets 409;
 * an `expected` status, when sent, is checked like a move's.
 */
export async function confirmPayment(app: FastifyInstance, id: number, receipt: string | null, identity: Identity, expected: string | null = null): Promise<{ status: string; confirmed: number }> {
  const row = await submittedCase(app, id);
  if (expected !== null) checkExpected(row, expected);
  const pending = await app.knex("payments").where({ temp_trans_id: row.temp_trans_id, status: "pending" });
  if (!pending.length) throw new HttpError(409, "There is no pending payment to confirm");
  const approve = nextStatuses(row.status).includes("Payment Approved");
  return app.knex.transaction(async (trx) => {
    const confirmed = await trx("payments").whereIn("id", pending.map((p: { id: number }) => p.id)).where({ status: "pending" }).update({ status: "completed", receipt_number: receipt, confirmed_by: identity.userId, confirmed_at: trx.fn.now(), updated_at: trx.fn.now() });
    if (confirmed !== pending.length) throw new HttpError(409, "There is no pending payment to confirm");
    const methods = [...new Set(pending.map((p: { payment_method: string }) => p.payment_method))].join(", ");
    await recordEvent(trx, row.id, identity, "payment-confirmed", approve ? "Payment Approved" : null, [methods, receipt ? `receipt ${receipt}` : null].filter(Boolean).join("; "));
    if (approve) await conditionalMove(trx, row, "Payment Approved", expected ?? row.status);
    return { status: approve ? "Payment Approved" : row.status, confirmed: pending.length };
  });
}
