import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ROOT } from "../../config.ts";

/** Where `npm run build` puts the React client. */
export const CLIENT_DIR = join(ROOT, "dist", "renderer");

/**
 * Serves the built React client, and its index.html for every other GET that is not an API call,
 * so deep links such as /application/licence/licence-type load the app (the client's router takes
 * over). Without a build the API still works and a GET of a page says how to build the client.
 */
export default fp(async function clientApp(app: FastifyInstance) {
  const built = existsSync(join(CLIENT_DIR, "index.html"));
  if (built) await app.register(fastifyStatic, { root: CLIENT_DIR, prefix: "/", wildcard: false, index: false });
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    // API calls and missing files (a path with an extension) are real 404s, not the app's page.
    if (request.url.startsWith("/api/") || /\.[a-z0-9]+$/i.test(request.url.split("?")[0] ?? "")) return reply.callNotFound();
    if (!built) return reply.code(503).type("text/plain; charset=utf-8").send("The portal's client is not built yet: run npm run build (npm start does it for you).");
    return reply.type("text/html; charset=utf-8").sendFile("index.html");
  });
});
