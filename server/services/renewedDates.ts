import type { Knex } from "knex";
import { expiryAfterYears } from "./certificateFields.ts";
import type { CertificateDates } from "./issueCertificate.ts";

/** The day after `day` (YYYY-MM-DD). */
const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The dates of a licence a renewal issues (decision 0070): renewed before the old licence ends, the
 * new one runs on from the day after it, for as many years as the type's licences run, so a holder
 * who renews early loses no day they paid for; renewed after, it runs from the day of issue, as
 * any. The ID card, printed anew, runs from the day of issue either way.
 */
export async function renewedDates(knex: Knex, renewalOf: number | null | undefined, licenceYears: number, dates: CertificateDates): Promise<CertificateDates> {
  if (!renewalOf) return dates;
  const old = (await knex("issued_certificates").where({ id: renewalOf }).first("date_of_expiration", "revoked_at")) as { date_of_expiration: string; revoked_at: unknown } | undefined;
  if (!old || old.revoked_at || old.date_of_expiration < dates.issuedOn) return dates;
  return { ...dates, expiresOn: expiryAfterYears(dayAfter(old.date_of_expiration), licenceYears) };
}
