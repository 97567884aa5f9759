import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";

/** What staff's steps on a licence read of it. */
export interface StaffsLicence {
  id: number;
  transaction_id: number;
  entity_id: number | null;
  date_of_expiration: string;
  suspended_at: unknown;
  suspended_until: string | null;
}

/** The answer to staff for an id no licence has (as revocation answers). */
export const CERTIFICATE_NOT_FOUND = "Certificate not found";

/**
 * The licence staff are about to suspend, lift or vary (decision 0071): 404 when none has the id,
 * 409 once it has been revoked (nothing can be done to it then) and, for a step that needs it in
 * force (`inForce`), once its last day is past `today`. `done` says the step in the 409's words.
 */
export async function staffsLicence(knex: Knex, id: number, done: string, today: string, inForce = true): Promise<StaffsLicence> {
  const row = (await knex("issued_certificates").where({ id }).first("id", "transaction_id", "entity_id", "date_of_expiration", "revoked_at", "suspended_at", "suspended_until")) as (StaffsLicence & { revoked_at: unknown }) | undefined;
  if (!row) throw new HttpError(404, CERTIFICATE_NOT_FOUND);
  if (row.revoked_at) throw new HttpError(409, `This licence has been revoked, so it cannot be ${done}`);
  if (inForce && row.date_of_expiration < today) throw new HttpError(409, `This licence has expired, so it cannot be ${done}`);
  return { ...row, id: Number(row.id), transaction_id: Number(row.transaction_id), entity_id: row.entity_id === null ? null : Number(row.entity_id), date_of_expiration: String(row.date_of_expiration) };
}
