import type { Knex } from "knex";
import { licenceStatusOn, type LicenceStatus } from "../../engine/licences/licenceStatusOn.ts";
import { notSuspendedOn, suspendedOn } from "./suspensionInForce.ts";

/**
 * Narrows a query of issued_certificates (as `alias`) to the licences with `status` on `today`:
 * the engine's licenceStatusOn in SQL that runs on SQLite and PostgreSQL, revoked winning over
 * expired and expired over suspended (decision 0071). The register and the staff licence report
 * both filter with it.
 */
export function withLicenceStatus<Q extends Knex.QueryBuilder>(query: Q, status: LicenceStatus, today: string, alias = "issued_certificates"): Q {
  if (status === "revoked") return query.whereNotNull(`${alias}.revoked_at`) as Q;
  query.whereNull(`${alias}.revoked_at`);
  if (status === "expired") return query.where(`${alias}.date_of_expiration`, "<", today) as Q;
  query.where(`${alias}.date_of_expiration`, ">=", today);
  return status === "suspended" ? suspendedOn(query, today, alias) : notSuspendedOn(query, today, alias);
}

/** The columns of an issued_certificates row that say where it stands. */
export interface StatusColumns {
  revoked_at?: unknown;
  date_of_expiration: string;
  suspended_at?: unknown;
  suspended_until?: string | null;
}

/**
 * Where a licence row stands on `today`, by licenceStatusOn: the row's own last day, or `lastDay`
 * when the document read has another (an ID card's expiry, on /verify).
 */
export const rowStatusOn = (row: StatusColumns, today: string, lastDay = row.date_of_expiration): LicenceStatus =>
  licenceStatusOn({ revoked: Boolean(row.revoked_at), lastDay, suspended: Boolean(row.suspended_at), suspendedUntil: row.suspended_until ?? null }, today);
