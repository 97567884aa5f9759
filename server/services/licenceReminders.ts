import type { Knex } from "knex";
import { addDays, daysBetween } from "../../engine/dates/calendarDays.ts";
import { formatDate } from "../../engine/dates/formatDate.ts";
import { notSuspendedOn } from "./suspensionInForce.ts";
import { notificationTemplates } from "./notifications/notificationTemplates.ts";
import { recordEvent } from "./transactions.ts";

/** The audit trail's action of a reminder, and the event its template in schemas/notifications.json answers. */
export const LICENCE_EXPIRING = "licence-expiring";

/** The days before expiry a holder is reminded (policy: the licence-expiring template's daysBeforeExpiry), furthest first; none without the template. */
export const reminderDays = (): number[] => [...(notificationTemplates().templates.find((t) => t.event === LICENCE_EXPIRING)?.daysBeforeExpiry ?? [])].sort((a, b) => b - a);

interface Expiring {
  id: number;
  transaction_id: number;
  /** The licence's holder now: after a transfer, not the application's entity. */
  entity_id: number | string;
  date_of_expiration: string;
}

/**
 * Reminds the holders of licences about to expire (issue 29, decision 0055), on `today` (the
 * portal's day: PORTAL_TODAY when set). The days before expiry are policy: the licence-expiring
 * template's `daysBeforeExpiry` in schemas/notifications.json. A licence gets each reminder once:
 * the reminder is recorded under a key (licence, days) in the transaction that stores its
 * notification, and a sweep that finds the key taken (an earlier sweep, a restart, another
 * instance at the same moment) sends nothing. A sweep that finds several reminders due (the portal
 * was not running on a reminder's day) sends the nearest and records the others as passed, so a
 * holder is not told three times at once. Revoked licences, expired ones and ones since renewed (a
 * later licence of the same type for the same holder) are left alone, and so are suspended ones
 * while suspended (decision 0071): they cannot be renewed then, and the first sweep after the
 * suspension ends sends the nearest reminder due. Answers how many were sent.
 */
export async function remindExpiringLicences(knex: Knex, today: string): Promise<number> {
  const days = reminderDays();
  if (!days.length) return 0;
  const expiring = (await notSuspendedOn(knex("issued_certificates as c"), today, "c")
    .whereNull("c.revoked_at")
    .where("c.date_of_expiration", ">=", today)
    .where("c.date_of_expiration", "<=", addDays(today, Math.max(...days)))
    .whereNotExists((renewed) => renewed.select(knex.raw("1")).from("issued_certificates as later").whereRaw('"later"."entity_id" = "c"."entity_id" and "later"."app_type" = "c"."app_type" and "later"."date_of_expiration" > "c"."date_of_expiration"').whereNull("later.revoked_at"))
    .whereNotExists((reminded) => reminded.select(knex.raw("1")).from("licence_reminders as r").whereRaw('"r"."certificate_id" = "c"."id"').where("r.days_before", "<=", knex.raw('?', [Math.min(...days)])))
    .orderBy("c.id")
    .select("c.id", "c.transaction_id", "c.entity_id", "c.date_of_expiration")) as Expiring[];
  let sent = 0;
  for (const licence of expiring) {
    const left = daysBetween(today, licence.date_of_expiration);
    const due = days.filter((d) => left <= d);
    if (!due.length) continue;
    const nearest = Math.min(...due);
    sent += await knex.transaction(async (trx) => {
      const taken = (await trx("licence_reminders")
        .insert(due.map((d) => ({ certificate_id: licence.id, days_before: d, due_on: today, sent: d === nearest })))
        .onConflict(["certificate_id", "days_before"])
        .ignore()
        .returning("days_before")) as Array<{ days_before: number | string }>;
      // Only the sweep whose insert took the nearest reminder's key sends it.
      if (!taken.some((row) => Number(row.days_before) === nearest)) return 0;
      // Told to the licence's holder, who is not the applicant once it was transferred (decision 0069).
      await recordEvent(trx, licence.transaction_id, null, LICENCE_EXPIRING, null, null, { expiryDate: formatDate(licence.date_of_expiration), daysLeft: String(left) }, Number(licence.entity_id));
      return 1;
    });
  }
  return sent;
}

/**
 * The holder's certificates with how long each has left on `today` (the portal's day) and whether
 * its renewal is due (within the first reminder's days), for the dashboard's licences tab.
 */
export function withDaysLeft<T extends { propertiesMap: { FLIS_DateofExpiration: string } }>(certificates: T[], today: string): Array<T & { days_left: number; renewal_due: boolean }> {
  const furthest = Math.max(0, ...reminderDays());
  return certificates.map((certificate) => {
    const left = daysBetween(today, String(certificate.propertiesMap.FLIS_DateofExpiration).slice(0, 10));
    return { ...certificate, days_left: left, renewal_due: left >= 0 && left <= furthest };
  });
}
