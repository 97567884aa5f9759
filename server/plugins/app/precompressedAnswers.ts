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

/** One answer: the text it is, its entity tag, and its compressed copies once made. */
interface Entry {
  source: string;
  etag: string;
  compressed: Precompressed | null;
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
      const made: Entry = { source: payload, etag: entityTag(Buffer.from(payload)), compressed: null };
      // Should compressing ever fail, the answer keeps going out as it is.
      void precompress(payload).then(
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
  // On those routes only: every other answer skips the hook, a promise per request (docs/decisions/0025).
  app.addHook("onRoute", (route) => {
    if (!PRECOMPRESSED_ROUTES.has(route.url)) return;
    route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), onSend];
  });
});
