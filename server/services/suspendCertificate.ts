import type { Knex } from "knex";
import { SUSPEND_REASON_REQUIRED, type Suspension } from "../../engine/api/licenceStatusContract.ts";
import { formatDate } from "../../engine/dates/formatDate.ts";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { recordLicenceEvent } from "./licenceEvents.ts";
import { notSuspendedOn } from "./suspensionInForce.ts";
import { staffsLicence } from "./staffsLicence.ts";
import { recordEvent } from "./transactions.ts";

/** A 400 about the end day, in the error shape the dialog puts beside the field. */
const badUntil = (message: string) => new HttpError(400, message, [{ pointer: "/until", message }]);

/**
 * Staff suspend a licence (issue 29, decision 0071) with a reason and, optionally, the day it is
 * valid again (`until`: after today, no later than its last day); without one, until staff lift it.
 * Recorded in the case's history ("certificate-suspended", the holder notified) and the licence's.
 * A licence revoked, expired or already suspended is a 409; of two suspensions at once one wins
 * and the other gets the 409, since the update is conditional on no suspension being in force.
 */
export async function suspendCertificate(knex: Knex, id: number, body: { reason: string; until?: string }, identity: Identity, today: string): Promise<Suspension> {
  const why = body.reason.trim();
  if (!why) throw new HttpError(400, SUSPEND_REASON_REQUIRED, [{ pointer: "/reason", message: SUSPEND_REASON_REQUIRED }]);
  const row = await staffsLicence(knex, id, "suspended", today);
  const until = body.until ?? null;
  if (until !== null && until <= today) throw badUntil("The suspension must end after today: enter a later day, or none to suspend the licence until you lift it");
  if (until !== null && until > row.date_of_expiration) throw badUntil(`The suspension must end by the licence's last day, ${row.date_of_expiration}: enter an earlier day, or none`);
  const now = new Date().toISOString();
  return knex.transaction(async (trx) => {
    const changed = await notSuspendedOn(trx("issued_certificates").where({ id, revoked_at: null }), today).update({ suspended_at: now, suspended_until: until, suspended_by: identity.userId, suspend_reason: why });
    if (changed !== 1) throw new HttpError(409, "This licence is already suspended: lift the suspension first");
    // The holder's notice says the end day with the reason (the notice's one free text is the comment).
    await recordEvent(trx, row.transaction_id, identity, "certificate-suspended", null, until ? `${why} (until ${formatDate(until)}, when it is valid again)` : why);
    await recordLicenceEvent(trx, { certificateId: id, entityId: row.entity_id, action: "suspended", userId: identity.userId, details: { reason: why, until } });
    return { msg: "The licence has been suspended", suspended_at: now, suspended_until: until };
  });
}
