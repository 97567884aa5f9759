import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { databaseRateLimitStore } from "../../services/databaseRateLimitStore.ts";
import { HttpError } from "../../services/HttpError.ts";

/**
 * Rate limits are per route (login attempts: 10 a minute per address); nothing is limited
 * globally, so a busy office behind one address can still work. The counts live in the database
 * (issue 28, decision 0050): shared by every instance, kept across restarts.
 */
export default fp(async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(() => app.knex),
    // A count the database could not make lets the request through: the route itself then answers.
    skipOnError: true,
    // Thrown to the one error handler, which writes the envelope.
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });
});
