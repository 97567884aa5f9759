import type { Knex } from "knex";
import type { SuspensionInForce } from "../../engine/api/licenceStatusContract.ts";
import { isSuspendedOn } from "../../engine/licences/isSuspendedOn.ts";
import { timestampText } from "./searchTransactions.ts";

/**
 * Narrows a query of issued_certificates (as `alias`) to the licences whose suspension is in force
 * on `today` (decision 0071): suspended, and its end day, if staff gave one, not come yet. The
 * same test as the engine's isSuspendedOn, in SQL that runs on SQLite and PostgreSQL.
 */
export function suspendedOn<Q extends Knex.QueryBuilder>(query: Q, today: string, alias = "issued_certificates"): Q {
  return query.whereNotNull(`${alias}.suspended_at`).where((end) => end.whereNull(`${alias}.suspended_until`).orWhere(`${alias}.suspended_until`, ">", today)) as Q;
}

/** The opposite: licences not suspended on `today` (never suspended, lifted, or run to its end). */
export function notSuspendedOn<Q extends Knex.QueryBuilder>(query: Q, today: string, alias = "issued_certificates"): Q {
  return query.where((none) => none.whereNull(`${alias}.suspended_at`).orWhere(`${alias}.suspended_until`, "<=", today)) as Q;
}

/** The suspension of a licence row in force on `today`, as the holder's list and the case page show it; null when none is. */
export function suspensionView(row: { suspended_at?: unknown; suspended_until?: string | null; suspend_reason?: string | null }, today: string): SuspensionInForce {
  if (!isSuspendedOn({ suspended: Boolean(row.suspended_at), suspendedUntil: row.suspended_until ?? null }, today)) return null;
  return { since: timestampText(row.suspended_at as string | Date), until: row.suspended_until ?? null, reason: row.suspend_reason ?? "" };
}
