import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ROOT } from "../../config.ts";
import { pickEncoding, precompress, type Precompressed } from "../../services/precompressed.ts";

/** Where `npm run build` puts the React client. */
export const CLIENT_DIR = join(ROOT, "dist", "renderer");

/** Vite's hashed files: a new build gives them new names, so a browser may keep them for good. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Every other file and the app's page: kept, but asked about again (a 304 when unchanged) before each use. */
export const REVALIDATE = "no-cache";

/** The id of the page's inlined list of application types (renderer/src/definitions/inlinedSummaries.ts). */
export const INLINED_DEFINITIONS_ID = "nfa-definitions";

/**
 * The app's page: index.html with the answer of GET /api/definitions inlined as a JSON data block,
 * so no page waits for a second round trip before its tiles, step bar or menus (decision 0028).
 * `<` is escaped so no text of a definition can close the block.
 */
async function appPage(app: FastifyInstance, template: string): Promise<Precompressed> {
  const answer = await app.inject({ method: "GET", url: "/api/definitions" });
  if (answer.statusCode !== 200) return precompress(template);
  const data = JSON.stringify(answer.json<{ data: unknown }>().data).replace(/</g, "\\u003c");
  return precompress(template.replace("</head>", `<script type="application/json" id="${INLINED_DEFINITIONS_ID}">${data}</script></head>`));
}

/**
 * Serves the built React client, and its index.html for every other GET that is not an API call,
 * so deep links such as /application/licence/licence-type load the app (the client's router takes
 * over). Without a build the API still works and a GET of a page says how to build the client.
 * Files go out brotli or gzip compressed as the browser accepts, from the copies the build wrote
 * (renderer/build/precompress.ts); the page is compressed once, when first asked for.
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
      // The compressed copies are served in place of their files, never under their own names.
      globIgnore: ["**/*.br", "**/*.gz"],
      setHeaders: (reply, path) => reply.header("cache-control", relative(dir, path).startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE),
    });
  }
  const template = built ? readFileSync(join(dir, "index.html"), "utf8") : "";
  let page: Promise<Precompressed> | undefined;
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    // API calls and missing files (a path with an extension) are real 404s, not the app's page.
    if (request.url.startsWith("/api/") || /\.[a-z0-9]+$/i.test(request.url.split("?")[0] ?? "")) return reply.callNotFound();
    if (!built) return reply.code(503).type("text/plain; charset=utf-8").send("The portal's client is not built yet: run npm run build (npm start does it for you).");
    // A failure is not kept: the next page asks again (this one goes out without the list, which the app then fetches).
    page ??= appPage(app, template).catch(() => {
      page = undefined;
      return precompress(template);
    });
    const { etag, ...bodies } = await page;
    reply.type("text/html; charset=utf-8").header("cache-control", REVALIDATE).header("etag", etag).header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(bodies[encoding]);
  });
});
