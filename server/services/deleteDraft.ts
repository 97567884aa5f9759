import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { COVERING_STATUSES } from "./paymentCoverage.ts";
import { NOT_FOUND, type TransactionRow } from "./transactions.ts";

/** The status of an application not yet submitted (spec 000 §4). */
const DRAFT = "Draft";

/** Decision 0020: why a draft cannot be deleted. */
export const SUBMITTED_NOT_DELETABLE = "A submitted application cannot be deleted";
export const PAID_NOT_DELETABLE = "This application has a payment, so it cannot be deleted: submit it, or ask the NFA";

/**
 * Deletes one of the caller's own drafts with its uploaded documents (docs/decisions/0020). Only
 * the entity (or, without an entity, the user) it belongs to may: anyone else, staff included,
 * gets 404 as for an unknown id. A submitted application (409), or a draft with a completed or
 * pending payment (409: money was received for it), is kept; its payment records are never deleted. The delete is conditional on the
 * row still being an unpaid draft, inside one database transaction, so a submit racing it either
 * wins (409 here) or finds nothing (404 there).
 */
export async function deleteDraft(knex: Knex, tempId: string, identity: Identity): Promise<void> {
  const row = (await knex("transactions").where({ temp_trans_id: tempId }).first()) as TransactionRow | undefined;
  // The same owner as ownedTransaction's, without its staff exception: a draft is its owner's to drop.
  const mine = row && ((row.entity_id !== null && row.entity_id === identity.entityId) || (row.entity_id === null && row.created_by === identity.userId));
  if (!row || !mine) throw new HttpError(404, NOT_FOUND);
  if (row.status !== DRAFT || row.trans_number) throw new HttpError(409, SUBMITTED_NOT_DELETABLE);
  await knex.transaction(async (trx) => {
    const paid = await trx("payments").where({ temp_trans_id: tempId }).whereIn("status", COVERING_STATUSES).first("id");
    if (paid) throw new HttpError(409, PAID_NOT_DELETABLE);
    const deleted = await trx("transactions").where({ id: row.id, status: DRAFT }).whereNull("trans_number").delete();
    // Nothing deleted: a concurrent delete took it (404) or a concurrent submit numbered it (409).
    if (deleted !== 1) throw (await trx("transactions").where({ id: row.id }).first("id")) ? new HttpError(409, SUBMITTED_NOT_DELETABLE) : new HttpError(404, NOT_FOUND);
    // The applicant's files go with the draft; payment records (started or failed) stay, keyed by the temporary id.
    await trx("documents").where({ temp_trans_id: tempId }).delete();
  });
}
