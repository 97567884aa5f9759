import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { pickEncoding, precompress, type Precompressed } from "../../services/precompressed.ts";

/**
 * The answers that change only with a definition (the list, one resolved definition, its
 * precompiled validators): the largest a first page asks for (18 KB, 50 KB and 128 KB), and the same
 * for everyone.
 */
export const PRECOMPRESSED_ROUTES = new Set(["/api/definitions/", "/api/definitions", "/api/definitions/:appType", "/api/definitions/:appType/validators.js"]);

/** One answer, compressed, and the text it was compressed from. */
interface Entry {
  source: string;
  compressed: Promise<Precompressed>;
}

/** The route and the type an answer is of (not its query: `?v=` takes any value). */
const keyOf = (request: FastifyRequest) => `${request.routeOptions.url ?? ""}\0${(request.params as { appType?: string } | undefined)?.appType ?? ""}`;

/**
 * Sends the definition answers brotli or gzip compressed to a browser that accepts it, each
 * compressed once, the first time it is sent, and kept with the text it was made from (a changed
 * text is compressed anew). Other answers go as they are: they are personal or a few hundred bytes,
 * and compressing each request would cost more CPU than it saves on the wire (decision 0028).
 * The memory is bounded by the number of definitions: only successful answers of known types are kept.
 */
export default fp(async function precompressedAnswers(app: FastifyInstance) {
  const cache = new Map<string, Entry>();
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" || reply.statusCode !== 200 || typeof payload !== "string" || !PRECOMPRESSED_ROUTES.has(request.routeOptions.url ?? "")) return payload;
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (encoding === "identity") return payload;
    const key = keyOf(request);
    let entry = cache.get(key);
    if (entry?.source !== payload) {
      entry = { source: payload, compressed: precompress(payload) };
      cache.set(key, entry);
    }
    reply.header("content-encoding", encoding);
    return (await entry.compressed)[encoding];
  });
});
