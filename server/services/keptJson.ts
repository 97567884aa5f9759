import type { FastifyReply } from "fastify";

/** The content type Fastify gives an answer it serialised itself. */
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * A sender of answers that change rarely: the body for a key (a definition, the seasons' array) is
 * serialised once, by the route's own response schema, so its bytes are exactly those Fastify
 * would send, and then sent as it is (docs/decisions/0025: serialising the definitions for every
 * request was most of GET /api/definitions' time). Keys are held weakly: a replaced array is forgotten.
 */
export function keptJson<K extends object>(): (reply: FastifyReply, key: K, payload: () => unknown) => FastifyReply {
  const bodies = new WeakMap<K, string>();
  return (reply, key, payload) => {
    let body = bodies.get(key);
    if (body === undefined) {
      body = String(reply.serialize(payload()));
      bodies.set(key, body);
    }
    return reply.type(JSON_TYPE).send(body);
  };
}
