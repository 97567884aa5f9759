import type { HeldLicence } from "../types.ts";
import type { SelectRows } from "./rawRows.ts";

/** A row of `issued_certificates` as the licences on file read it. */
export interface LicenceRow {
  entity_id: number | string;
  app_type: string;
  trans_number: string;
  date_of_issue: string;
  date_of_expiration: string;
  revoked_at: string | Date | null;
  suspended_at: string | Date | null;
  suspended_until: string | null;
}

const COLUMNS = ["entity_id", "app_type", "trans_number", "date_of_issue", "date_of_expiration", "revoked_at", "suspended_at", "suspended_until"];

/** A licence row as the engine's context carries it: a suspension with its end, which the engine judges on its own day (decision 0071). */
const held = (row: LicenceRow): HeldLicence => ({
  type: row.app_type,
  number: row.trans_number,
  validFrom: row.date_of_issue,
  validUntil: row.date_of_expiration,
  ...(row.revoked_at ? { revoked: true } : {}),
  ...(row.suspended_at ? { suspended: true, ...(row.suspended_until ? { suspendedUntil: row.suspended_until } : {}) } : {}),
});

/**
 * The licences the authority has issued to each of `entityIds` (issue 29), as the engine's context
 * carries them (`$licences` reads those valid on the day judged): every one, revoked and suspended
 * ones marked, so the engine decides validity on its day. One query for all of them, run by
 * `select` (the server's driver statements, or `rawRows` of a knex); the caller keeps the list
 * under the database's limit of bound values. Every id asked is answered, with none on file empty.
 */
export async function licencesOnFile(select: SelectRows<LicenceRow>, entityIds: number[]): Promise<Map<number, HeldLicence[]>> {
  const byEntity = new Map<number, HeldLicence[]>(entityIds.map((id) => [id, []]));
  if (!entityIds.length) return byEntity;
  const rows = await select(`select ${COLUMNS.map((c) => `"${c}"`).join(", ")} from "issued_certificates" where "entity_id" in (${entityIds.map(() => "?").join(", ")}) order by "id"`, entityIds);
  for (const row of rows) byEntity.get(Number(row.entity_id))?.push(held(row));
  return byEntity;
}
