import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ROOT } from "../../config.ts";
import { pickEncoding, type Precompressed } from "../../services/precompressed.ts";
import { appPages, PRELOADS_FILE, readRoutePreloads, type TypeSummary } from "./appPage.ts";

export { INLINED_DEFINITIONS_ID } from "./appPage.ts";

/** Where `npm run build` puts the React client. */
export const CLIENT_DIR = join(ROOT, "dist", "renderer");

/** Vite's hashed files: a new build gives them new names, so a browser may keep them for good. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Every other file and the app's page: kept, but asked about again (a 304 when unchanged) before each use. */
export const REVALIDATE = "no-cache";

/** The answer of GET /api/definitions for the page to inline, or null (the app then fetches it). */
async function definitionsAnswer(app: FastifyInstance): Promise<{ definitions: TypeSummary[] } | null> {
  const answer = await app.inject({ method: "GET", url: "/api/definitions" });
  return answer.statusCode === 200 ? answer.json<{ data: { definitions: TypeSummary[] } }>().data : null;
}

/**
 * Serves the built React client, and its index.html for every other GET that is not an API call,
 * so deep links such as /application/licence/licence-type load the app (the client's router takes
 * over). Without a build the API still works and a GET of a page says how to build the client.
 * Files go out brotli or gzip compressed as the browser accepts, from the copies the build wrote
 * (renderer/build/precompress.ts); the page, with the list of types and the route's preloads
 * (./appPage.ts), is compressed once per route (docs/decisions/0028).
 */
export default fp(async function clientApp(app: FastifyInstance, opts: { dir?: string } = {}) {
  const dir = opts.dir ?? CLIENT_DIR;
  const built = existsSync(join(dir, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: "/",
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are served in place of their files, never under their own names;
      // the preloads are read here, not a file of the site.
      globIgnore: ["**/*.br", "**/*.gz", PRELOADS_FILE],
      setHeaders: (reply, path) => reply.header("cache-control", relative(dir, path).startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE),
    });
  }
  const template = built ? readFileSync(join(dir, "index.html"), "utf8") : "";
  const preloads = built ? readRoutePreloads(dir) : [];
  let pages: Promise<(path: string) => Promise<Precompressed>> | undefined;
  const page = async (path: string): Promise<Precompressed> => {
    // Asked of the app once, on the first page; a failure is not kept (that page goes without the list, which the app then fetches).
    pages ??= definitionsAnswer(app).then(
      (definitions) => appPages(template, preloads, definitions),
      () => {
        pages = undefined;
        return appPages(template, preloads, null);
      },
    );
    return (await pages)(path);
  };
  // The home page is made as soon as the portal listens, not when its first visitor waits for it.
  if (built) app.addHook("onListen", async () => void page("/").catch(() => undefined));
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    // API calls and missing files (a path with an extension) are real 404s, not the app's page.
    if (request.url.startsWith("/api/") || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    if (!built) return reply.code(503).type("text/plain; charset=utf-8").send("The portal's client is not built yet: run npm run build (npm start does it for you).");
    const { etag, ...bodies } = await page(path);
    reply.type("text/html; charset=utf-8").header("cache-control", REVALIDATE).header("etag", etag).header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(bodies[encoding]);
  });
});
