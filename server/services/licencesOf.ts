import type { Knex } from "knex";
import type { HeldLicence } from "../../engine/types.ts";
import { loadTogether } from "./loadTogether.ts";
import { readerOf } from "./readConnection.ts";
import { perDatabase } from "./together.ts";
import { allRows, placeholders } from "./withStatements.ts";

interface LicenceRow {
  entity_id: number | string;
  app_type: string;
  trans_number: string;
  date_of_issue: string;
  date_of_expiration: string;
  revoked_at: string | Date | null;
  suspended_at: string | Date | null;
  suspended_until: string | null;
}

/** A licence row as the engine's context carries it: a suspension with its end, which the engine judges on its own day (decision 0071). */
const held = (row: LicenceRow): HeldLicence => ({
  type: row.app_type,
  number: row.trans_number,
  validFrom: row.date_of_issue,
  validUntil: row.date_of_expiration,
  ...(row.revoked_at ? { revoked: true } : {}),
  ...(row.suspended_at ? { suspended: true, ...(row.suspended_until ? { suspendedUntil: row.suspended_until } : {}) } : {}),
});
const COLUMNS = ["entity_id", "app_type", "trans_number", "date_of_issue", "date_of_expiration", "revoked_at", "suspended_at", "suspended_until"];

/** One reader of licences per database: the requests that arrive together share a query (docs/decisions/0025). */
const licenceReader = perDatabase((knex) =>
  loadTogether<number, { licences: HeldLicence[] }>(async (ids) => {
    const rows = await allRows<LicenceRow>(readerOf(knex), `select ${COLUMNS.map((c) => `"${c}"`).join(", ")} from "issued_certificates" where "entity_id" in (${placeholders(ids.length)}) order by "id"`, ids);
    const byEntity = new Map<number, HeldLicence[]>(ids.map((id) => [id, []]));
    for (const row of rows) byEntity.get(Number(row.entity_id))?.push(held(row));
    return [...byEntity.entries()].map(([id, licences]) => [id, { licences }]);
  }),
);

/**
 * The licences the authority has issued to an entity (issue 29), as the engine's context carries
 * them (`$licences` reads those valid on the day judged): every one, revoked and suspended ones marked, so the
 * engine decides validity on its day. None for a visitor.
 */
export async function licencesOf(knex: Knex, entityId: number | null | undefined): Promise<HeldLicence[]> {
  if (!entityId) return [];
  if (knex.isTransaction) return (await knex("issued_certificates").where({ entity_id: entityId }).orderBy("id").select<LicenceRow[]>(COLUMNS)).map(held);
  return (await licenceReader(knex)(entityId))?.licences ?? [];
}

