import type { Knex } from "knex";

/**
 * What may happen to a licence, in its one history (decision 0069): "renewed" when a renewal of it
 * issued its successor (decision 0070); "suspended", "reinstated" (lifted by staff), "varied" and
 * "variation-acknowledged" by the holder (decision 0071).
 */
export type LicenceAction = "issued" | "revoked" | "renewed" | "suspended" | "reinstated" | "varied" | "variation-acknowledged" | "transfer-requested" | "transfer-confirmed" | "transfer-declined" | "transfer-withdrawn" | "transfer-approved" | "transfer-refused";

/** One event of a licence's history, as recordLicenceEvent writes it. */
export interface LicenceEvent {
  certificateId: number;
  /** The holder the event concerns (for a transfer approved, the new holder; the old one is in `details`). */
  entityId: number | null;
  action: LicenceAction;
  userId: number | null;
  details?: Record<string, unknown>;
  /** When it happened (ISO), when not now: a demo licence issued as of a day gone by (decision 0072). */
  at?: string;
}

/**
 * Writes one event of a licence's history (migrations/0025_licence_transfers.ts) inside the
 * caller's database transaction, so the event stands or falls with the change it records.
 */
export async function recordLicenceEvent(trx: Knex | Knex.Transaction, event: LicenceEvent): Promise<void> {
  await trx("licence_events").insert({ certificate_id: event.certificateId, entity_id: event.entityId, action: event.action, at: event.at ?? new Date().toISOString(), by_user: event.userId, details: JSON.stringify(event.details ?? {}) });
}
