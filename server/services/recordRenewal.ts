import type { Knex } from "knex";
import { recordLicenceEvent } from "./licenceEvents.ts";

/** Writes "renewed" in the renewed licence's history once its renewal has issued the licence `successor` (decision 0070). */
export async function recordRenewal(knex: Knex, renewalOf: number | null | undefined, successor: { id: number; number: string; entityId: number | null; userId: number | null }): Promise<void> {
  if (!renewalOf) return;
  await recordLicenceEvent(knex, { certificateId: renewalOf, entityId: successor.entityId, action: "renewed", userId: successor.userId, details: { renewed_by: successor.number, certificate_id: successor.id } });
}
