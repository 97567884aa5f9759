import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * `Cache-Control: no-store` on every /api answer by default (issue 13 finding 6): logins carry
 * tokens and most answers carry personal data, which no browser or proxy cache should keep. A route
 * serving public reference data opts out by setting its own Cache-Control header (decision 0012).
 */
export default fp(async function noStore(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/api") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
});
