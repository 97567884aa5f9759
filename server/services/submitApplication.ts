import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { missingDocuments } from "../../engine/documents/missingDocuments.ts";
import { evaluateApplication } from "../../engine/evaluateApplication.ts";
import type { EngineContext } from "../../engine/types.ts";
import { validateSection } from "../../engine/validation/validateSection.ts";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { nextSequence } from "./nextSequence.ts";
import { coveredCents, jmd } from "./paymentCoverage.ts";
import { NOT_FOUND, ownedTransaction, recordEvent } from "./transactions.ts";

/** Status of a freshly submitted application (spec 000 §4 'Transaction statuses seen'). */
export const RECEIVED = "Application Received by the NFA";

/** Transaction numbers: NFA-<year>-<six-digit sequence>, e.g. NFA-2026-000042. */
export const formatTransNumber = (year: string, sequence: number) => `NFA-${year}-${String(sequence).padStart(6, "0")}`;

/** Thrown inside the submit's database transaction when another submit stored a number first: rolls the sequence back. */
class AlreadySubmitted extends Error {}

/**
 * Submits an application (`launchCase` true). The server's judgement is the one that counts: it
 * replays the wizard from the answers, drops answers off the path, judges both form pages and the
 * signature, the payment form for a type with a payment stage, checks every required document
 * and group, and recomputes the fees, refusing a client amount that differs and payments that do
 * not cover them (decision 0014). On failure nothing changes but the saved draft. Exactly once: the
 * number is stored only where none is yet, so concurrent submits all answer the one stored number.
 */
export async function submitApplication(knex: Knex, compiled: CompiledDefinition, context: EngineContext, identity: Identity | null, tempId: string, answers: Record<string, unknown>): Promise<{ transNumber: string; repeated: boolean }> {
  const row = await ownedTransaction(knex, { temp_trans_id: tempId }, identity);
  if (row.app_type !== compiled.definition.id) throw new HttpError(400, `This transaction is a ${row.app_type} application, not ${compiled.definition.id}`);
  if (row.trans_number) return { transNumber: row.trans_number, repeated: true };
  // Keep what was sent as the draft first: a refused submit loses nothing.
  // Only while it is a draft: a concurrent submit may have stored its number meanwhile.
  await knex("transactions").where({ id: row.id }).whereNull("trans_number").update({ answers: JSON.stringify(answers), updated_at: knex.fn.now() });
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
  const hasPaymentStage = compiled.definition.stages.some((s) => s.id === "payment");
  if (hasPaymentStage && compiled.payment) {
    // The payment form is a page like the others: its answers (card collection, expedite) are fees.
    const judged = validateSection(compiled.payment, { answers: navigation.answers, context, named: compiled.named });
    if (!judged.valid) throw new HttpError(422, judged.message ?? compiled.payment.section.message ?? "Please fill in all the required fields", judged.errors);
  }
  if (hasPaymentStage && fees.total > 0) {
    const covered = await coveredCents(knex, tempId);
    if (covered === 0) throw new HttpError(422, "The fees for this application have not been paid", [{ pointer: "/payment_details", message: "Please complete the payment before submitting" }]);
    if (covered < fees.total) {
      const remaining = `JMD ${jmd(fees.total - covered)} remains to be paid`;
      throw new HttpError(422, `The payments for this application (JMD ${jmd(covered)}) do not cover its fees (JMD ${jmd(fees.total)}): ${remaining}`, [{ pointer: "/payment_details", message: `Please pay the remaining amount before submitting: ${remaining}` }]);
    }
  }
  try {
    return await knex.transaction(async (trx) => storeNumber(trx, row.id, identity, context, navigation.answers, fees.total));
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error;
    const stored = (await knex("transactions").where({ id: row.id }).first("trans_number")) as { trans_number: string | null } | undefined;
    // The draft was deleted meanwhile (decision 0020): nothing is left to submit.
    if (!stored?.trans_number) throw new HttpError(404, NOT_FOUND);
    return { transNumber: stored.trans_number, repeated: true };
  }
}

/**
 * Gives the application its number inside one database transaction. The update is conditional
 * (`trans_number is null`): a concurrent submit that stored a number first leaves nothing to
 * update, and this one rolls back, sequence included, instead of acknowledging a number that is
 * never stored (issue 13 finding 4). PostgreSQL re-checks the condition on the committed row.
 */
async function storeNumber(trx: Knex.Transaction, id: number, identity: Identity | null, context: EngineContext, answers: Record<string, unknown>, totalCents: number): Promise<{ transNumber: string; repeated: boolean }> {
  const year = context.today.slice(0, 4);
  const transNumber = formatTransNumber(year, await nextSequence(trx, `trans-${year}`));
  const updated = await trx("transactions").where({ id }).whereNull("trans_number").update({
    answers: JSON.stringify(answers),
    trans_number: transNumber,
    status: RECEIVED,
    amount_due_cents: totalCents,
    submitted_on: trx.fn.now(),
    updated_at: trx.fn.now(),
  });
  if (updated !== 1) throw new AlreadySubmitted();
  await recordEvent(trx, id, identity, "submitted", RECEIVED);
  return { transNumber, repeated: false };
}
