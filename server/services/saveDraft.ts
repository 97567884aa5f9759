import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { navigate } from "../../engine/navigation/navigate.ts";
import type { EngineContext, FieldError } from "../../engine/types.ts";
import { answersJson } from "./boundAnswers.ts";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { storeDraft } from "./storeDraft.ts";
import { ownedTransactionHead, type TransactionHead } from "./transactions.ts";

/**
 * Saves a draft (`launchCase` false): the answers, the definition version and the wizard step,
 * whatever their state; only a partial judgement is returned, so the client can say where the
 * applicant stands. A submitted application is no longer a draft. `head`: the transaction's read,
 * when the route started it beside its others (transactionHead).
 */
export async function saveDraft(knex: Knex, compiled: CompiledDefinition, context: EngineContext, identity: Identity | null, tempId: string, answers: Record<string, unknown>, step: string | null, head?: Promise<TransactionHead | undefined>): Promise<{ current: string | null; errors: FieldError[] }> {
  const row = await ownedTransactionHead(knex, tempId, identity, head);
  if (row.app_type !== compiled.definition.id) throw new HttpError(400, `This transaction is a ${row.app_type} application, not ${compiled.definition.id}`);
  if (row.trans_number) throw new HttpError(409, "This application has already been submitted");
  const navigation = navigate(compiled, answers, context);
  // Stored with the saves made meanwhile, answered once durable (docs/decisions/0025).
  const stored = await storeDraft(knex, { id: row.id, answers: answersJson(answers), step, definitionVersion: compiled.definition.version, userId: identity?.userId ?? null });
  if (!stored) throw new HttpError(409, "This application has already been submitted");
  return { current: navigation.current, errors: navigation.errors };
}
