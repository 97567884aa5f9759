import type { Knex } from "knex";
import type { Reinstatement } from "../../engine/api/licenceStatusContract.ts";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { recordLicenceEvent } from "./licenceEvents.ts";
import { staffsLicence } from "./staffsLicence.ts";
import { suspendedOn } from "./suspensionInForce.ts";
import { recordEvent } from "./transactions.ts";

/**
 * Staff lift a licence's suspension (issue 29, decision 0071), with a reason if they give one: the
 * licence is valid again at once. Recorded in the case's history ("certificate-reinstated") and
 * the licence's ("reinstated"). A licence with no suspension in force (never suspended, lifted
 * already, run to its end) is a 409, and so is the second of two lifts at once.
 */
export async function reinstateCertificate(knex: Knex, id: number, reason: string | undefined, identity: Identity, today: string): Promise<Reinstatement> {
  const why = reason?.trim() || null;
  const row = await staffsLicence(knex, id, "reinstated", today, false);
  const now = new Date().toISOString();
  return knex.transaction(async (trx) => {
    const changed = await suspendedOn(trx("issued_certificates").where({ id }), today).update({ suspended_at: null, suspended_until: null, suspended_by: null, suspend_reason: null });
    if (changed !== 1) throw new HttpError(409, "This licence is not suspended");
    await recordEvent(trx, row.transaction_id, identity, "certificate-reinstated", null, why);
    await recordLicenceEvent(trx, { certificateId: id, entityId: row.entity_id, action: "reinstated", userId: identity.userId, details: why ? { reason: why } : {} });
    return { msg: "The suspension has been lifted: the licence is valid again", reinstated_at: now };
  });
}
