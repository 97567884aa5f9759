import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { missingDocuments } from "../../engine/documents/missingDocuments.ts";
import { evaluateApplication } from "../../engine/evaluateApplication.ts";
import type { EngineContext } from "../../engine/types.ts";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { nextSequence } from "./nextSequence.ts";
import { ownedTransaction, recordEvent } from "./transactions.ts";

/** Status of a freshly submitted application (spec 000 §4 'Transaction statuses seen'). */
export const RECEIVED = "Application Received by the NFA";
const jmd = (cents: number) => (cents / 100).toLocaleString("en-JM", { minimumFractionDigits: 2 });

/** Transaction numbers: NFA-<year>-<six-digit sequence>, e.g. NFA-2026-000042. */
export const formatTransNumber = (year: string, sequence: number) => `NFA-${year}-${String(sequence).padStart(6, "0")}`;

/**
 * Submits an application (`launchCase` true). The server's judgement is the one that counts: it
 * replays the wizard from the answers, drops answers off the path, judges both form pages and the
 * signature, checks every required document and group, the payment for a type that takes one,
 * and recomputes the fees, refusing a client amount that differs. On failure nothing changes but
 * the saved draft; a repeated submit returns the number already given.
 */
export async function submitApplication(knex: Knex, compiled: CompiledDefinition, context: EngineContext, identity: Identity | null, tempId: string, answers: Record<string, unknown>): Promise<{ transNumber: string; repeated: boolean }> {
  const row = await ownedTransaction(knex, { temp_trans_id: tempId }, identity);
  if (row.app_type !== compiled.definition.id) throw new HttpError(400, `This transaction is a ${row.app_type} application, not ${compiled.definition.id}`);
  if (row.trans_number) return { transNumber: row.trans_number, repeated: true };
  // Keep what was sent as the draft first: a refused submit loses nothing.
  await knex("transactions").where({ id: row.id }).update({ answers: JSON.stringify(answers), updated_at: knex.fn.now() });
  const evaluation = evaluateApplication(compiled, answers, context);
  const { navigation, fees } = evaluation;
  if (!navigation.complete) throw new HttpError(422, navigation.message ?? "Fill all the mandatory fields", navigation.errors.length ? navigation.errors : [{ pointer: "", message: "Fill all the mandatory fields" }]);
  const uploaded = await knex("documents").where({ temp_trans_id: tempId, document_type: "SUPPORTING_DOCUMENTS" }).pluck("supporting_document_id");
  const missing = missingDocuments(evaluation, uploaded.map(String));
  if (missing.length) throw new HttpError(422, "All Documents must be uploaded before proceeding ", missing);
  const paymentDetails = (answers.payment_details ?? {}) as Record<string, unknown>;
  const claimed = paymentDetails.amount_due;
  if (claimed !== undefined && Math.round(Number(claimed) * 100) !== fees.total) {
    throw new HttpError(422, `The amount due does not match the fees for this application: JMD ${jmd(fees.total)}`, [{ pointer: "/payment_details/amount_due", message: `The fees for this application are JMD ${jmd(fees.total)}` }]);
  }
  const takesPayment = compiled.definition.stages.some((s) => s.id === "payment") && fees.total > 0;
  if (takesPayment) {
    const paid = await knex("payments").where({ temp_trans_id: tempId }).whereIn("status", ["completed", "pending"]).first();
    if (!paid) throw new HttpError(422, "The fees for this application have not been paid", [{ pointer: "/payment_details", message: "Please complete the payment before submitting" }]);
  }
  return knex.transaction(async (trx) => {
    const year = context.today.slice(0, 4);
    const transNumber = formatTransNumber(year, await nextSequence(trx, `trans-${year}`));
    await trx("transactions").where({ id: row.id }).update({
      answers: JSON.stringify(navigation.answers),
      trans_number: transNumber,
      status: RECEIVED,
      amount_due_cents: fees.total,
      submitted_on: trx.fn.now(),
      updated_at: trx.fn.now(),
    });
    await recordEvent(trx, row.id, identity, "submitted", RECEIVED);
    return { transNumber, repeated: false };
  });
}
