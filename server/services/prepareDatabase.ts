import type { Knex } from "knex";
import { migrationSource } from "../../migrations/index.ts";
import type { Config } from "../config.ts";
import { loadFixtures } from "./loadFixtures.ts";
import { recoverMigrationLock, underStartLock } from "./underStartLock.ts";

/**
 * What a start does to the database before serving: knex's lock recovered if an earlier start
 * left it taken, the migrations to the latest, the demo data once. One instance at a time across
 * instances sharing the database (issue 28, decision 0050). `warn` reports a recovered lock.
 */
export async function prepareDatabase(knex: Knex, config: Pick<Config, "databaseSchema" | "fixtures">, warn: (message: string) => void): Promise<void> {
  await underStartLock(knex, config.databaseSchema, async () => {
    if (await recoverMigrationLock(knex)) warn("knex's migration lock was left taken by an earlier start; freed it");
    await knex.migrate.latest({ migrationSource });
    if (config.fixtures) await loadFixtures(knex);
  });
}
