import type { Knex } from "knex";
import { entityProfile } from "./accounts.ts";
import { loadTogether } from "./loadTogether.ts";
import type { Identity } from "./login.ts";
import { readerOf } from "./readConnection.ts";
import { perDatabase } from "./together.ts";
import { allRows, placeholders } from "./withStatements.ts";

/** One reader of entity rows per database: concurrent requests share a query, run through the driver (docs/decisions/0025). */
const entityReader = perDatabase((knex) => loadTogether<number, Record<string, unknown>>(async (ids) => (await allRows<Record<string, unknown>>(readerOf(knex), `select * from "entities" where "id" in (${placeholders(ids.length)})`, ids)).map((row) => [Number(row.id), row])));

/** The profile the engine's conditions read as `$profile` (empty for a visitor). */
export async function profileOf(knex: Knex, identity: Identity | null): Promise<Record<string, unknown>> {
  if (!identity?.entityId) return {};
  const row = knex.isTransaction ? await knex("entities").where({ id: identity.entityId }).first() : await entityReader(knex)(identity.entityId);
  return row ? entityProfile(row) : {};
}
