import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Knex } from "knex";
import { migrationSource } from "../../../migrations/index.ts";
import type { Config } from "../../config.ts";
import { createKnex, createReadKnex } from "../../services/createKnex.ts";
import { loadFixtures } from "../../services/loadFixtures.ts";
import { attachReader } from "../../services/readConnection.ts";
import { recoverMigrationLock, underStartLock } from "../../services/underStartLock.ts";

declare module "fastify" {
  interface FastifyInstance {
    knex: Knex;
  }
}

/**
 * The database as `app.knex`: migrated to the latest version at start, demo data loaded once (one
 * instance at a time on a shared PostgreSQL, services/underStartLock.ts); an
 * SQLite file also gets read-only connections for the shared reads (services/readConnection.ts).
 */
export default fp(
  async function db(app: FastifyInstance, opts: { config: Config }) {
    const knex = createKnex(opts.config);
    // Once at a time across instances sharing the database (issue 28, decision 0050).
    await underStartLock(knex, opts.config.databaseSchema, async () => {
      if (await recoverMigrationLock(knex)) app.log.warn("knex's migration lock was left taken by an earlier start; freed it");
      await knex.migrate.latest({ migrationSource });
      if (opts.config.fixtures) await loadFixtures(knex);
    });
    // An SQLite file's read-only connections, for the reads concurrent requests share (docs/decisions/0025).
    const reader = createReadKnex(opts.config);
    if (reader) attachReader(knex, reader);
    app.decorate("knex", knex);
    app.addHook("onClose", async () => {
      await reader?.destroy();
      await knex.destroy();
    });
  },
  { name: "db" },
);
