import type { Knex } from "knex";
import { licencesOnFile } from "../../engine/node/licencesOnFile.ts";
import { rawRows } from "../../engine/node/rawRows.ts";
import type { HeldLicence } from "../../engine/types.ts";
import { loadTogether } from "./loadTogether.ts";
import { readerOf } from "./readConnection.ts";
import { perDatabase } from "./together.ts";
import { allRows } from "./withStatements.ts";

/** One reader of licences per database: the requests that arrive together share a query, run through the driver (docs/decisions/0025). */
const licenceReader = perDatabase((knex) =>
  loadTogether<number, { licences: HeldLicence[] }>(async (ids) => {
    const byEntity = await licencesOnFile((sql, bindings) => allRows(readerOf(knex), sql, bindings), ids);
    return [...byEntity.entries()].map(([id, licences]) => [id, { licences }]);
  }),
);

/**
 * The licences the authority has issued to an entity (issue 29), as the engine's context carries
 * them (engine/node/licencesOnFile.ts, which the impact replay reads for many entities at once).
 * None for a visitor.
 */
export async function licencesOf(knex: Knex, entityId: number | null | undefined): Promise<HeldLicence[]> {
  if (!entityId) return [];
  if (knex.isTransaction) return (await licencesOnFile(rawRows(knex), [entityId])).get(entityId) ?? [];
  return (await licenceReader(knex)(entityId))?.licences ?? [];
}
