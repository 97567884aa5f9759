import type { Knex } from "knex";
import type { LicenceHistory, LicenceHistoryEvent } from "../../engine/api/licenceHistoryContract.ts";
import { LICENCE_HISTORY_ACTIONS } from "../../engine/api/licenceHistoryContract.ts";
import { HttpError } from "./HttpError.ts";
import { parseJson } from "./json.ts";
import type { Identity } from "./login.ts";
import { LICENCE_NOT_FOUND } from "./licenceNotFound.ts";
import { STAFF_ROLES, type Role } from "./roles.ts";

const known = new Set<string>(LICENCE_HISTORY_ACTIONS);

/** The day (YYYY-MM-DD) of a stored time, whichever way the database hands it back. */
const dayOf = (at: string | Date): string => (at instanceof Date ? at.toISOString() : String(at)).slice(0, 10);

/** What an event tells the holder beside its name: a renewal's number, a variation's text, or the reason staff gave. */
function detailOf(action: string, details: Record<string, unknown>): string | null {
  const told = action === "renewed" ? details.renewed_by : action === "varied" ? details.text : ["revoked", "suspended", "reinstated"].includes(action) ? details.reason : null;
  return told === null || told === undefined ? null : String(told) || null;
}

/**
 * The events as stored, with "suspension-ended" on the end day of each suspension that ran to it
 * by `today` (decision 0071): a suspension ends by itself, so nothing was recorded when it did.
 */
function withEndedSuspensions(events: Array<LicenceHistoryEvent>, today: string): LicenceHistoryEvent[] {
  const all: LicenceHistoryEvent[] = [];
  let ends: string | null = null;
  const endBy = (day: string) => {
    if (!ends || ends > day) return;
    all.push({ action: "suspension-ended", on: ends, detail: null });
    ends = null;
  };
  for (const event of events) {
    endBy(event.on);
    all.push(event);
    if (event.action === "suspended") ends = event.until ?? null;
    if (event.action === "reinstated" || event.action === "revoked") ends = null;
  }
  endBy(today);
  return all;
}

/**
 * A licence's one history (issue 29, decisions 0069, 0070 and 0071), oldest first: what
 * licence_events holds, a suspension's end once its day has come, and "expired" once its last
 * day has passed (on `today`, the portal's day). Its holder and staff may read it; anyone else is
 * told it is not found, as for an unknown id. Only the renewal's number, a variation's text and
 * first day, the reasons staff gave and a suspension's end day are told: who acted, and the other
 * party of a transfer, never.
 */
export async function licenceHistory(knex: Knex, certificateId: number, identity: Identity, today: string): Promise<LicenceHistory> {
  const licence = (await knex("issued_certificates").where({ id: certificateId }).first("entity_id", "date_of_expiration", "revoked_at")) as { entity_id: number | null; date_of_expiration: string; revoked_at: unknown } | undefined;
  const holds = licence && identity.entityId !== null && Number(licence.entity_id) === identity.entityId;
  if (!licence || !(holds || STAFF_ROLES.includes(identity.role as Role))) throw new HttpError(404, LICENCE_NOT_FOUND);
  const rows = (await knex("licence_events").where({ certificate_id: certificateId }).orderBy("id").select("action", "at", "details")) as Array<{ action: string; at: string | Date; details: string | null }>;
  const stored: LicenceHistoryEvent[] = rows
    .filter((row) => known.has(row.action))
    .map((row) => {
      const details = parseJson<Record<string, unknown>>(row.details, {});
      const until = row.action === "suspended" && typeof details.until === "string" ? { until: details.until } : {};
      const from = row.action === "varied" && typeof details.from === "string" ? { from: details.from } : {};
      return { action: row.action as LicenceHistoryEvent["action"], on: dayOf(row.at), detail: detailOf(row.action, details), ...until, ...from };
    });
  const events = withEndedSuspensions(stored, today);
  if (!licence.revoked_at && licence.date_of_expiration < today) events.push({ action: "expired", on: licence.date_of_expiration, detail: null });
  return { events };
}
