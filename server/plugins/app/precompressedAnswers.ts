import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";
import fp from "fastify-plugin";
import { entityTag, pickEncoding, precompress, type Precompressed } from "../../services/precompressed.ts";

/**
 * The answers that change only with a definition (the list, one resolved definition, its
 * precompiled validators): the largest a first page asks for (18 KB, 50 KB and 128 KB), and the same
 * for everyone.
 */
export const PRECOMPRESSED_ROUTES = new Set(["/api/definitions/", "/api/definitions", "/api/definitions/:appType", "/api/definitions/:appType/validators.js"]);

/** Of those, the ones given an entity tag here (the validators module has its own). */
const TAGGED_ROUTES = new Set(["/api/definitions/", "/api/definitions", "/api/definitions/:appType"]);

/** One answer: the text it is, its entity tag, and its compressed copies once made (`made` settles then). */
interface Entry {
  source: string;
  etag: string;
  compressed: Precompressed | null;
  made: Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Settles once every definition answer (the list, each type's definition and validators) has
     * its compressed copies, made as the server starts listening; never settles on a server that
     * does not listen (app.inject in tests).
     */
    definitionAnswersCompressed: Promise<void>;
  }
}

/** The route and the type an answer is of (not its query: `?v=` takes any value). */
const keyOf = (request: FastifyRequest) => `${request.routeOptions.url ?? ""}\0${(request.params as { appType?: string } | undefined)?.appType ?? ""}`;

/** Adds Accept-Encoding to the Vary header: the body sent depends on it. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
}

/**
 * Sends the definition answers brotli or gzip compressed to a browser that accepts it, each
 * compressed once at the highest settings, the first time it is sent, in the thread pool (the
 * answers sent meanwhile go uncompressed rather than wait), and kept with the text it was made from
 * (a changed text is compressed anew). The list and each definition also get an entity tag and
 * `no-cache` in place of `no-store` (public reference data, decision 0012), so a page's preload of
 * a definition the browser already holds costs a 304. Other answers go as they are: they are
 * personal or a few hundred bytes, and compressing each request would cost more CPU than it saves
 * on the wire (decision 0028). Memory is bounded by the number of definitions: only successful
 * answers of the known types are kept.
 */
export default fp(async function precompressedAnswers(app: FastifyInstance) {
  const cache = new Map<string, Entry>();
  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const route = request.routeOptions.url ?? "";
    if (request.method !== "GET" || reply.statusCode !== 200 || typeof payload !== "string" || !PRECOMPRESSED_ROUTES.has(route)) return payload;
    const key = keyOf(request);
    let entry = cache.get(key);
    if (entry?.source !== payload) {
      const made: Entry = { source: payload, etag: entityTag(Buffer.from(payload)), compressed: null, made: Promise.resolve() };
      // Should compressing ever fail, the answer keeps going out as it is.
      made.made = precompress(payload).then(
        (compressed) => {
          made.compressed = compressed;
        },
        () => undefined,
      );
      cache.set(key, made);
      entry = made;
    }
    varyOnEncoding(reply);
    if (TAGGED_ROUTES.has(route)) {
      reply.header("etag", entry.etag).header("cache-control", "no-cache");
      if (request.headers["if-none-match"] === entry.etag) {
        reply.code(304);
        return null;
      }
    }
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (encoding === "identity" || !entry.compressed) return payload;
    reply.header("content-encoding", encoding);
    return entry.compressed[encoding];
  };
  // Made as the server starts listening, not at the first request: the first phone to open a
  // wizard after a restart would otherwise get the definition and its validators uncompressed
  // (380 KB in place of 230 KB; Lighthouse's first wizard run, docs/decisions/0029). The answers
  // are asked of the server itself, one after another; the compressing runs in the thread pool.
  let warmed: () => void = () => undefined;
  app.decorate("definitionAnswersCompressed", new Promise<void>((resolve) => (warmed = resolve)));
  app.addHook("onListen", async () => {
    void warm().then(warmed, () => undefined);
  });
  async function warm(): Promise<void> {
    const list = await app.inject({ method: "GET", url: "/api/definitions" });
    const ids = list.statusCode === 200 ? list.json<{ data: { definitions: Array<{ id: string }> } }>().data.definitions.map((d) => d.id) : [];
    // One answer compressed at a time: brotli's best quality takes a thread of the pool for a
    // fifth of a second an answer, and all of them at once held the pool for 1.3 s after the
    // start, while the first page and the database's work waited behind them (decision 0025).
    for (const id of ids) {
      for (const url of [`/api/definitions/${encodeURIComponent(id)}`, `/api/definitions/${encodeURIComponent(id)}/validators.js`]) {
        await app.inject({ method: "GET", url });
        await Promise.all([...cache.values()].map((entry) => entry.made));
      }
    }
  }
  // On those routes only: every other answer skips the hook, a promise per request (docs/decisions/0025).
  app.addHook("onRoute", (route) => {
    if (!PRECOMPRESSED_ROUTES.has(route.url)) return;
    route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), onSend];
  });
});
