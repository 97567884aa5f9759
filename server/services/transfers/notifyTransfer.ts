import type { Knex } from "knex";
import { deliverAfterCommit, notifyEvents } from "../notifications/notifier.ts";
import { rawRows } from "../notifications/rawRows.ts";

/** One party of a transfer told of a step: the template's event (schemas/notifications.json), the entity told, and what fills {comment}. */
export interface TransferNotice {
  event: string;
  entityId: number;
  comment?: string | null;
}

/**
 * Tells the parties of a licence transfer what has happened (decision 0069), by email, else SMS,
 * and on their dashboard, through the templates of schemas/notifications.json: stored inside the
 * step's database transaction, so a step refused or rolled back tells no one, and sent once it
 * commits. The notices name the licence by the number of the application it was issued on, and
 * never the other party.
 */
export async function notifyTransfer(trx: Knex.Transaction, certificateId: number, notices: TransferNotice[]): Promise<void> {
  const licence = (await trx("issued_certificates").where({ id: certificateId }).first("transaction_id")) as { transaction_id: number | string } | undefined;
  if (!licence || !notices.length) return;
  const events = notices.map((n) => ({ transactionId: Number(licence.transaction_id), action: n.event, status: null, comment: n.comment ?? null, entityId: n.entityId }));
  if (await notifyEvents(trx, (sql, bindings) => rawRows(trx, sql, bindings), events)) deliverAfterCommit(trx);
}
