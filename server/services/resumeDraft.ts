import type { FastifyInstance } from "fastify";
import type { Identity } from "./login.ts";
import { draftJudging, mergedChanges } from "./draftVersion.ts";
import { parseJson } from "./json.ts";
import { pendingChanges, resumeStep } from "./pendingChanges.ts";
import { applicantContext } from "./applicantContext.ts";
import { ownedTransaction, transactionView, type TransactionRow } from "./transactions.ts";

/**
 * Resumes a draft (spec 000 §4 'Drafts'): when a newer version of its definition took effect since
 * it was written, it is moved to it now (decision 0041): the migrated answers, the version and what
 * changed are stored together, the step to resume at is the first that needs the applicant, and
 * the view carries `version_changes` (until the applicant has seen them) and the `prices` a paid
 * draft keeps. A submitted application is answered as it stands.
 */
export async function resumeDraft(app: FastifyInstance, identity: Identity | null, tempId: string): Promise<Record<string, unknown>> {
  let row: TransactionRow = await ownedTransaction(app.knex, { temp_trans_id: tempId }, identity);
  if (row.trans_number) return transactionView(row);
  const context = await applicantContext(app, identity, [row.app_type]);
  const judging = await draftJudging(app, row, row.definition_version, parseJson<Record<string, unknown>>(row.answers, {}), context);
  if (judging.moved) {
    const changes = mergedChanges(pendingChanges(row), judging.moved);
    const step = resumeStep(judging.moved, judging.compiled, row.selection_category);
    const moved = { answers: JSON.stringify(judging.answers), definition_version: judging.compiled.definition.version, version_changes: changes ? JSON.stringify(changes) : null, selection_category: step };
    const updated = await app.knex("transactions").where({ id: row.id }).whereNull("trans_number").update({ ...moved, updated_at: app.knex.fn.now() });
    if (updated) row = { ...row, ...moved };
  }
  return { ...transactionView(row), ...(judging.prices ? { prices: judging.prices } : {}) };
}
