import type { Knex } from "knex";
import type { LicenceHistory, LicenceHistoryEvent } from "../../engine/api/licenceHistoryContract.ts";
import { LICENCE_HISTORY_ACTIONS } from "../../engine/api/licenceHistoryContract.ts";
import { HttpError } from "./HttpError.ts";
import { parseJson } from "./json.ts";
import type { Identity } from "./login.ts";
import { LICENCE_NOT_FOUND } from "./startRenewal.ts";

const STAFF = new Set(["staff", "admin"]);
const known = new Set<string>(LICENCE_HISTORY_ACTIONS);

/** The day (YYYY-MM-DD) of a stored time, whichever way the database hands it back. */
const dayOf = (at: string | Date): string => (at instanceof Date ? at.toISOString() : String(at)).slice(0, 10);

/**
 * A licence's one history (issue 29, decisions 0069 and 0070), oldest first: what licence_events
 * holds, and "expired" once its last day has passed (on `today`, the portal's day). Its holder and
 * staff may read it; anyone else is told it is not found, as for an unknown id. Only the renewal's
 * number and a revocation's reason are told: who acted, and the other party of a transfer, never.
 */
export async function licenceHistory(knex: Knex, certificateId: number, identity: Identity, today: string): Promise<LicenceHistory> {
  const licence = (await knex("issued_certificates").where({ id: certificateId }).first("entity_id", "date_of_expiration", "revoked_at")) as { entity_id: number | null; date_of_expiration: string; revoked_at: unknown } | undefined;
  const holds = licence && identity.entityId !== null && Number(licence.entity_id) === identity.entityId;
  if (!licence || !(holds || STAFF.has(identity.role))) throw new HttpError(404, LICENCE_NOT_FOUND);
  const rows = (await knex("licence_events").where({ certificate_id: certificateId }).orderBy("id").select("action", "at", "details")) as Array<{ action: string; at: string | Date; details: string | null }>;
  const events: LicenceHistoryEvent[] = rows
    .filter((row) => known.has(row.action))
    .map((row) => {
      const details = parseJson<Record<string, unknown>>(row.details, {});
      const detail = row.action === "renewed" ? String(details.renewed_by ?? "") || null : row.action === "revoked" ? String(details.reason ?? "") || null : null;
      return { action: row.action as LicenceHistoryEvent["action"], on: dayOf(row.at), detail };
    });
  if (!licence.revoked_at && licence.date_of_expiration < today) events.push({ action: "expired", on: licence.date_of_expiration, detail: null });
  return { events };
}
