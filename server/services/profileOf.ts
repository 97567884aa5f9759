import type { Knex } from "knex";
import { entityProfile } from "./accounts.ts";
import type { Identity } from "./login.ts";

/** The profile the engine's conditions read as `$profile` (empty for a visitor). */
export async function profileOf(knex: Knex, identity: Identity | null): Promise<Record<string, unknown>> {
  if (!identity?.entityId) return {};
  const row = await knex("entities").where({ id: identity.entityId }).first();
  return row ? entityProfile(row) : {};
}
