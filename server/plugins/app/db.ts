import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Knex } from "knex";
import { migrationSource } from "../../../migrations/index.ts";
import type { Config } from "../../config.ts";
import { createKnex } from "../../services/createKnex.ts";
import { loadFixtures } from "../../services/loadFixtures.ts";

declare module "fastify" {
  interface FastifyInstance {
    knex: Knex;
  }
}

/** The database as `app.knex`: migrated to the latest version at start, demo data loaded once. */
export default fp(
  async function db(app: FastifyInstance, opts: { config: Config }) {
    const knex = createKnex(opts.config);
    await knex.migrate.latest({ migrationSource });
    if (opts.config.fixtures) await loadFixtures(knex);
    app.decorate("knex", knex);
    app.addHook("onClose", async () => knex.destroy());
  },
  { name: "db" },
);
