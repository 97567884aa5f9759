import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * `Cache-Control: no-store` on every /api answer by default (issue 13 finding 6): logins carry
 * tokens and most answers carry personal data, which no browser or proxy cache should keep. A route
 * serving public reference data opts out by setting its own Cache-Control header (decision 0012).
 */
export default fp(async function noStore(app: FastifyInstance) {
  // A callback hook, not an async one: no promise per answer (docs/decisions/0025).
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.url.startsWith("/api") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    done(null, payload);
  });
});
