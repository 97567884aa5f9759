import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Knex } from "knex";
import type { Config } from "../../config.ts";
import { createKnex, createReadKnex } from "../../services/createKnex.ts";
import { prepareDatabase } from "../../services/prepareDatabase.ts";
import { attachReader } from "../../services/readConnection.ts";

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
    await prepareDatabase(knex, opts.config, (message) => app.log.warn(message));
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
