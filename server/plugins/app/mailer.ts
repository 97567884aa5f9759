import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { outboxMailer, type Mailer } from "../../services/mailer.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`: the development outbox (a table) until a real gateway is configured. */
export default fp(async function mailer(app: FastifyInstance, opts: { config: Pick<Config, "mailDelayMs"> }) {
  app.decorate("mailer", outboxMailer(app.knex, { delayMs: opts.config.mailDelayMs }));
}, { name: "mailer", dependencies: ["db"] });
