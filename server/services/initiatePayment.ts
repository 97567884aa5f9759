import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { calculateFees } from "../../engine/fees/calculateFees.ts";
import { navigate } from "../../engine/navigation/navigate.ts";
import type { EngineContext } from "../../engine/types.ts";
import { draftJudging } from "./draftVersion.ts";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { coveredCents, jmd } from "./paymentCoverage.ts";
import { RULES_CHANGED_BEFORE_PAYING, tellChanges, unseenChanges } from "./pendingChanges.ts";
import { sandboxProvider, type RedirectData } from "./paymentProvider.ts";
import { applicantContext } from "./applicantContext.ts";
import { ownedTransaction, recordEvent } from "./transactions.ts";

const PROOF_METHODS = new Set(["Wire/Bank Transfer", "Direct Debit", "Cheque"]);
const CASH_METHODS = new Set(["Cash at NFA Office", "Cash - Field Officer"]);

/**
 * Starts paying for an application (spec 000 §4 payment): the answers sent are kept as the draft,
 * the fees are recomputed by the engine and a different client amount is refused. Payments already
 * on file (completed, or pending for staff to confirm) are subtracted: only the difference is asked
 * for when the fees grew after a payment, and 'Previous Payment Found' answers only when they
 * cover the fees in full (decision 0014). Each payment records its amount and the fee total of
 * the answers it was made for. A card payment opens the gateway;
 * transfer, direct debit and cheque need the proof of payment uploaded; cash is recorded as
 * pending for an officer to confirm. `judgedIn`: the context to price in instead of the
 * applicant's today, for the demo licences loaded at start (decision 0072; no route passes it).
 */
export async function initiatePayment(app: FastifyInstance, identity: Identity | null, tempId: string, body: Record<string, unknown>, judgedIn?: EngineContext): Promise<{ msg: string; status: string; RedirectData?: RedirectData; amount_due: number; amount_paid: number; fee_total: number }> {
  const row = await ownedTransaction(app.knex, { temp_trans_id: tempId }, identity);
  if (row.trans_number) throw new HttpError(409, "This application has already been submitted");
  const { temp_trans_id: _t, payment_method: method, payment_list: _list, amount_due: claimed, definition_version: written, ...answers } = body;
  const paymentDetails = { ...((answers.payment_details as Record<string, unknown>) ?? {}), payment_method: method };
  const context = judgedIn ?? (await applicantContext(app, identity, [row.app_type]));
  // Priced by the draft's own version, at the prices a paid draft keeps (decision 0041).
  const { compiled, answers: saved, prices, moved } = await draftJudging(app, row, typeof written === "string" ? written : row.definition_version, { ...answers, payment_details: paymentDetails }, context);
  await app.knex("transactions").where({ id: row.id }).whereNull("trans_number").update({ answers: JSON.stringify(saved), definition_version: compiled.definition.version, updated_at: app.knex.fn.now() });
  const unseen = unseenChanges(row, moved);
  if (unseen) await tellChanges(app.knex, row.id, unseen, RULES_CHANGED_BEFORE_PAYING);
  const navigation = navigate(compiled, saved, context);
  const fees = calculateFees(compiled.definition, { answers: navigation.answers, context, named: compiled.named }, prices ? { prices } : {});
  const covered = await coveredCents(app.knex, tempId);
  const due = fees.total - covered;
  // The client may state the fee total or the difference still due; anything else is refused.
  if (claimed !== undefined && ![fees.total, due].includes(Math.round(Number(claimed) * 100))) throw new HttpError(422, `The amount due does not match the fees for this application: JMD ${jmd(fees.total)}`, [{ pointer: "/amount_due", message: `The fees for this application are JMD ${jmd(fees.total)}` }]);
  if (fees.total === 0) throw new HttpError(400, "Nothing is due for this application");
  if (due <= 0) throw new HttpError(409, "Previous Payment Found");
  const reference = randomBytes(12).toString("hex");
  const record = { temp_trans_id: tempId, payment_method: String(method), amount_cents: due, fee_total_cents: fees.total, currency: "JMD", reference, definition_version: compiled.definition.version, priced_on: context.today };
  const amounts = { amount_due: due / 100, amount_paid: covered / 100, fee_total: fees.total / 100 };
  if (method === "Credit/Debit Card") {
    await app.knex("payments").insert({ ...record, status: "initiated" });
    await recordEvent(app.knex, row.id, identity, "payment-initiated", null, String(method));
    const redirect = await sandboxProvider.initiate({ reference, tempTransId: tempId, amountCents: due, currency: "JMD" });
    return { msg: "Payment initiated", status: "initiated", RedirectData: redirect, ...amounts };
  }
  if (PROOF_METHODS.has(String(method))) {
    const proof = await app.knex("documents").where({ temp_trans_id: tempId, supporting_document_id: "proof_of_payment" }).first();
    if (!proof) throw new HttpError(422, "Please upload the proof of payment", [{ pointer: "/payment_details/proof_of_payment", message: "This is required" }]);
  } else if (!CASH_METHODS.has(String(method))) {
    throw new HttpError(400, "Choose a payment method");
  }
  await app.knex("payments").insert({ ...record, status: "pending" });
  await recordEvent(app.knex, row.id, identity, "payment-recorded", null, String(method));
  return { msg: "Payment recorded: it will be confirmed by the NFA", status: "pending", ...amounts };
}
