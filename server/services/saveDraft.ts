import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { navigate } from "../../engine/navigation/navigate.ts";
import type { EngineContext, FieldError } from "../../engine/types.ts";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { ownedTransaction, recordEvent } from "./transactions.ts";

/**
 * Saves a draft (`launchCase` false): the answers, the definition version and the wizard step,
 * whatever their state; only a partial judgement is returned, so the client can say where the
 * applicant stands. A submitted application is no longer a draft.
 */
export async function saveDraft(knex: Knex, compiled: CompiledDefinition, context: EngineContext, identity: Identity | null, tempId: string, answers: Record<string, unknown>, step: string | null): Promise<{ current: string | null; errors: FieldError[] }> {
  const row = await ownedTransaction(knex, { temp_trans_id: tempId }, identity);
  if (row.app_type !== compiled.definition.id) throw new HttpError(400, `This transaction is a ${row.app_type} application, not ${compiled.definition.id}`);
  if (row.trans_number) throw new HttpError(409, "This application has already been submitted");
  const navigation = navigate(compiled, answers, context);
  // Conditional: a save racing a submit never rewrites the answers of the application just submitted.
  const saved = await knex("transactions")
    .where({ id: row.id })
    .whereNull("trans_number")
    .update({ answers: JSON.stringify(answers), selection_category: step ?? row.selection_category, definition_version: compiled.definition.version, updated_at: knex.fn.now() });
  if (!saved) throw new HttpError(409, "This application has already been submitted");
  await recordEvent(knex, row.id, identity, "draft-saved", "Draft");
  return { current: navigation.current, errors: navigation.errors };
}
