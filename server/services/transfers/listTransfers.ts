import type { Knex } from "knex";
import { OPEN_TRANSFER_STATUSES, type LicenceTransfer } from "../../../engine/api/licenceTransferContract.ts";
import { transferQuery, transferView } from "./transferViews.ts";

/**
 * The transfers of the entity's licences both ways, newest first: those it gives (outgoing) and
 * those offered to it (incoming), whatever became of them, so each holder's history keeps a
 * licence that passed from one to the other.
 */
export async function myTransfers(knex: Knex, entityId: number | null, today: string): Promise<LicenceTransfer[]> {
  if (!entityId) return [];
  const rows = (await transferQuery(knex)
    .where((mine) => mine.where("lt.from_entity_id", entityId).orWhere("lt.to_entity_id", entityId))
    .orderBy("lt.id", "desc")) as Array<Record<string, unknown>>;
  return rows.map((row) => transferView(row, Number(row.from_entity_id) === entityId ? "outgoing" : "incoming", today));
}

/** The open transfers for staff, oldest first: those confirmed by the new owner wait for a decision, the others for the new owner. */
export async function openTransfers(knex: Knex, today: string): Promise<LicenceTransfer[]> {
  const rows = (await transferQuery(knex).whereIn("lt.status", OPEN_TRANSFER_STATUSES).orderBy("lt.id")) as Array<Record<string, unknown>>;
  return rows.map((row) => transferView(row, "staff", today));
}
