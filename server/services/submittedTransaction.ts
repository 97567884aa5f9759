import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { NOT_FOUND, ownedTransaction, type TransactionRow } from "./transactions.ts";

/**
 * A submitted application by its transaction number, if the caller may see it: the same rule as
 * viewing the transaction (ownedTransaction: its entity's users, an officer acting for that
 * entity, staff). An application made without login is reached only with its temporary id
 * (`heldTempId`, docs/decisions/0015), which must be this application's. A draft, someone else's
 * number or an unknown one answer 404 alike, so numbers cannot be probed.
 */
export async function submittedTransaction(knex: Knex, transNumber: string, identity: Identity | null, heldTempId?: string): Promise<TransactionRow> {
  const found = (await knex("transactions").where({ trans_number: transNumber.trim() }).first("id", "temp_trans_id")) as { id: number; temp_trans_id: string } | undefined;
  if (!found) throw new HttpError(404, NOT_FOUND);
  if (heldTempId !== undefined) {
    if (heldTempId !== found.temp_trans_id) throw new HttpError(404, NOT_FOUND);
    return ownedTransaction(knex, { temp_trans_id: heldTempId }, identity);
  }
  return ownedTransaction(knex, { id: Number(found.id) }, identity);
}
