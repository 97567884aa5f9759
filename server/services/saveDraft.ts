import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { navigate } from "../../engine/navigation/navigate.ts";
import type { EngineContext, FieldError } from "../../engine/types.ts";
import { answersJson } from "./boundAnswers.ts";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { ALREADY_SUBMITTED, staleDraft } from "./staleDraft.ts";
import { storeDraft } from "./storeDraft.ts";
import { ownedTransactionHead, type TransactionHead } from "./transactions.ts";

/** How a draft is written (decision 0064). */
export interface DraftSaveOptions {
  /** The revision the answers were made against (a phone's replay): refused 409 if the draft has moved on. */
  basedOn?: number | null;
  /** What a refused submit keeps: no new revision (see DraftWrite.revises). */
  kept?: boolean;
}

/**
 * Saves a draft (`launchCase` false): the answers, the definition version and the wizard step,
 * whatever their state; only a partial judgement is returned, so the client can say where the
 * applicant stands, with the draft's revision after this save. A submitted application is no
 * longer a draft. `head`: the transaction's read, when the route started it beside its others
 * (transactionHead).
 */
export async function saveDraft(knex: Knex, compiled: CompiledDefinition, context: EngineContext, identity: Identity | null, tempId: string, answers: Record<string, unknown>, step: string | null, head?: Promise<TransactionHead | undefined>, { basedOn = null, kept = false }: DraftSaveOptions = {}): Promise<{ current: string | null; errors: FieldError[]; revision: number }> {
  const row = await ownedTransactionHead(knex, tempId, identity, head);
  if (row.app_type !== compiled.definition.id) throw new HttpError(400, `This transaction is a ${row.app_type} application, not ${compiled.definition.id}`);
  if (row.trans_number) throw new HttpError(409, ALREADY_SUBMITTED);
  const navigation = navigate(compiled, answers, context);
  // Stored with the saves made meanwhile, answered once durable (docs/decisions/0025); one made against a revision, alone.
  const revision = await storeDraft(knex, { id: row.id, answers: answersJson(answers), step, definitionVersion: compiled.definition.version, userId: identity?.userId ?? null, revises: !kept }, basedOn);
  if (revision === null) throw basedOn === null ? new HttpError(409, ALREADY_SUBMITTED) : await staleDraft(knex, row.id);
  return { current: navigation.current, errors: navigation.errors, revision };
}
