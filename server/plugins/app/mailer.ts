import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { outboxMailer, type Mailer } from "../../services/mailer.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`: the development outbox (a table) until a real gateway is configured. */
export default fp(async function mailer(app: FastifyInstance) {
  app.decorate("mailer", outboxMailer(app.knex));
}, { name: "mailer", dependencies: ["db"] });
