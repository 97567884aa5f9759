import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { missingDocuments } from "../../engine/documents/missingDocuments.ts";
import { evaluateApplication, type Evaluation } from "../../engine/evaluateApplication.ts";
import type { PriceLock } from "../../engine/fees/calculateFees.ts";
import { frozenJudgement } from "../../engine/versions/frozenJudgement.ts";
import type { EngineContext } from "../../engine/types.ts";
import { validateSection } from "../../engine/validation/validateSection.ts";
import { answersJson } from "./boundAnswers.ts";
import { fullName } from "./certificateFields.ts";
import { HttpError } from "./HttpError.ts";
import { loadTogether } from "./loadTogether.ts";
import type { Identity } from "./login.ts";
import { coveredCents, jmd } from "./paymentCoverage.ts";
import { readerOf } from "./readConnection.ts";
import { staleDraft } from "./staleDraft.ts";
import { storeSubmission } from "./storeSubmission.ts";
import { perDatabase } from "./together.ts";
import { allRows, placeholders } from "./withStatements.ts";
import { NOT_FOUND, ownedTransactionHead, type TransactionHead } from "./transactions.ts";

/**
 * Submits an application (`launchCase` true). The server's judgement is the one that counts: it
 * replays the wizard from the answers, drops answers off the path, judges both form pages and the
 * signature, the payment form for a type with a payment stage, checks every required document
 * and group, and recomputes the fees (at the prices a paid draft keeps, decision 0041), refusing a client amount that differs and payments that do
 * not cover them (decision 0014). On failure nothing changes but the saved draft. Exactly once: the
 * number is stored only where none is yet, so concurrent submits all answer the one stored number.
 * The draft kept or the number stored is one write whose commit is shared with the submits made
 * meanwhile (docs/decisions/0025); the submit is answered once that commit is durable. What was
 * judged is frozen with the number (decision 0041): every later reader uses it. `head`: the
 * transaction's read, when the route started it beside its others (transactionHead). `basedOn`:
 * the draft revision the answers were made against (a phone's replay): a draft saved meanwhile
 * elsewhere refuses the submit, 409, checked in the write itself (decision 0064).
 */
export async function submitApplication(knex: Knex, compiled: CompiledDefinition, context: EngineContext, identity: Identity | null, tempId: string, answers: Record<string, unknown>, head?: Promise<TransactionHead | undefined>, prices?: PriceLock, basedOn: number | null = null): Promise<{ transNumber: string; repeated: boolean }> {
  const row = await ownedTransactionHead(knex, tempId, identity, head);
  if (row.app_type !== compiled.definition.id) throw new HttpError(400, `This transaction is a ${row.app_type} application, not ${compiled.definition.id}`);
  if (row.trans_number) return { transNumber: row.trans_number, repeated: true };
  // The judgement first, then one write whose commit is shared with the submits made meanwhile (docs/decisions/0025).
  let judged: Judged | null = null;
  let refusal: unknown = null;
  // The documents and payments are read while the engine judges, not after it (docs/decisions/0025);
  // each is looked at where judgeSubmit always looked at it, and a refusal before leaves it unused.
  const reads: Reads = { uploaded: uploadedTogether(knex)(tempId), covered: compiled.definition.stages.some((s) => s.id === "payment") ? coveredCents(knex, tempId) : null };
  for (const read of [reads.uploaded, reads.covered]) read?.catch(() => undefined);
  try {
    judged = await judgeSubmit(compiled, context, answers, reads, prices);
  } catch (error) {
    refusal = error;
  }
  const id = row.id;
  const userId = identity?.userId ?? null;
  // A refused submit keeps what was sent as the draft: it loses nothing.
  const stored = await storeSubmission(knex, judged ? { id, userId, basedOn, sent: null, accepted: { answers: JSON.stringify(judged.answers), totalCents: judged.totalCents, year: context.today.slice(0, 4), applicantName: fullName(judged.answers, context.profile), version: compiled.definition.version, frozen: JSON.stringify(frozenJudgement(compiled, judged.answers, context, prices, judged.evaluation)) } } : { id, userId, basedOn, sent: answersJson(answers), accepted: null });
  if (stored.kind === "kept") throw refusal;
  if (stored.kind === "stale") throw await staleDraft(knex, id);
  if (stored.kind === "numbered") return { transNumber: stored.transNumber, repeated: false };
  const numbered = (await knex("transactions").where({ id: row.id }).first("trans_number")) as { trans_number: string | null } | undefined;
  // The draft was deleted meanwhile (decision 0020): nothing is left to submit.
  if (!numbered?.trans_number) throw new HttpError(404, NOT_FOUND);
  return { transNumber: numbered.trans_number, repeated: true };
}

/** The required documents uploaded for many applications, one query through the driver for the submits made together (docs/decisions/0025). */
const uploadedTogether = perDatabase((knex) =>
  loadTogether<string, { keys: string[] }>(async (tempIds) => {
    const rows = await allRows<{ temp_trans_id: string; supporting_document_id: string | null }>(readerOf(knex), `select "temp_trans_id", "supporting_document_id" from "documents" where "temp_trans_id" in (${placeholders(tempIds.length)}) and "document_type" = ?`, [...tempIds, "SUPPORTING_DOCUMENTS"]);
    const keys = new Map<string, string[]>();
    for (const row of rows) keys.set(row.temp_trans_id, [...(keys.get(row.temp_trans_id) ?? []), String(row.supporting_document_id)]);
    return [...keys].map(([tempId, ids]): [string, { keys: string[] }] => [tempId, { keys: ids }]);
  }),
);

/** What judgeSubmit reads of the database, started before it judges. */
interface Reads {
  /** The required documents uploaded. */
  uploaded: Promise<{ keys: string[] } | undefined>;
  /** What the covering payments paid, for a type with a payment stage. */
  covered: Promise<number> | null;
}

/** An accepted submit: the answers on the wizard's path and the fees they come to. */
interface Judged {
  answers: Record<string, unknown>;
  totalCents: number;
  /** The engine's verdict, frozen with the application (decision 0041). */
  evaluation: Evaluation;
}

/**
 * The server's judgement of a submit, or the HttpError (422) refusing it: the wizard replayed and
 * complete, every required document uploaded, the amount claimed the fees, the payment form
 * answered and the fees covered by the payments (decision 0014).
 */
async function judgeSubmit(compiled: CompiledDefinition, context: EngineContext, answers: Record<string, unknown>, reads: Reads, prices: PriceLock | undefined): Promise<Judged> {
  const evaluation = evaluateApplication(compiled, answers, context, prices ? { prices } : {});
  const { navigation, fees } = evaluation;
  if (!navigation.complete) throw new HttpError(422, navigation.message ?? "Fill all the mandatory fields", navigation.errors.length ? navigation.errors : [{ pointer: "", message: "Fill all the mandatory fields" }]);
  const uploaded = (await reads.uploaded)?.keys ?? [];
  const missing = missingDocuments(evaluation, uploaded);
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
    const covered = (await reads.covered) ?? 0;
    if (covered === 0) throw new HttpError(422, "The fees for this application have not been paid", [{ pointer: "/payment_details", message: "Please complete the payment before submitting" }]);
    if (covered < fees.total) {
      const remaining = `JMD ${jmd(fees.total - covered)} remains to be paid`;
      throw new HttpError(422, `The payments for this application (JMD ${jmd(covered)}) do not cover its fees (JMD ${jmd(fees.total)}): ${remaining}`, [{ pointer: "/payment_details", message: `Please pay the remaining amount before submitting: ${remaining}` }]);
    }
  }
  return { answers: navigation.answers, totalCents: fees.total, evaluation };
}
