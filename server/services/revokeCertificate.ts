import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { recordLicenceEvent } from "./licenceEvents.ts";
import { recordEvent } from "./transactions.ts";

/**
 * Revokes an issued certificate for a staff member, with the reason, in the case's history
 * ("certificate-revoked", who and when; the notifications follow that event). Of two concurrent
 * revocations one wins; the other, like any second one, gets 409.
 */
export async function revokeCertificate(knex: Knex, id: number, reason: string, identity: Identity): Promise<{ revoked_at: string }> {
  const why = reason.trim();
  if (!why) throw new HttpError(400, "Enter the reason for revoking the licence", [{ pointer: "/reason", message: "Enter the reason for revoking the licence" }]);
  const row = (await knex("issued_certificates").where({ id }).first("id", "transaction_id", "entity_id", "revoked_at")) as { id: number; transaction_id: number; entity_id: number | null; revoked_at: unknown } | undefined;
  if (!row) throw new HttpError(404, "Certificate not found");
  const now = new Date().toISOString();
  return knex.transaction(async (trx) => {
    const updated = await trx("issued_certificates").where({ id, revoked_at: null }).update({ revoked_at: now, revoked_by: identity.userId, revoke_reason: why });
    if (updated !== 1) throw new HttpError(409, "This licence has already been revoked");
    await recordEvent(trx, Number(row.transaction_id), identity, "certificate-revoked", null, why);
    await recordLicenceEvent(trx, { certificateId: id, entityId: row.entity_id === null ? null : Number(row.entity_id), action: "revoked", userId: identity.userId, details: { reason: why } });
    return { revoked_at: now };
  });
}
