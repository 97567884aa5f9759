import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../../services/HttpError.ts";

/**
 * Rate limits are per route (login attempts: 10 a minute per address); nothing is limited
 * globally, so a busy office behind one address can still work.
 */
export default fp(async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // Thrown to the one error handler, which writes the envelope.
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });
});
