import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { loadDemoLicences } from "../../services/demoLicences/loadDemoLicences.ts";
import { underStartLock } from "../../services/underStartLock.ts";

/**
 * The demo licence holder's licences (decision 0072), issued at start with the demo data and, like
 * it, once: after the definitions they are judged by, and before the notifier, so licences issued
 * as of days gone by tell no one now (their reminder due today is the sweep's, as any licence's).
 * One instance at a time on a shared database (underStartLock), and only with FIXTURES on.
 */
export default fp(
  async function demoLicences(app: FastifyInstance, opts: { config: Pick<Config, "fixtures" | "databaseSchema"> }) {
    if (!opts.config.fixtures) return;
    const issued = await underStartLock(app.knex, opts.config.databaseSchema, () => loadDemoLicences(app, (message) => app.log.warn(message)));
    if (issued.length) app.log.info({ issued: issued.length }, "demo licences issued to the demo licence holder");
  },
  { name: "demo-licences", dependencies: ["db", "definitions"] },
);
