import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { OutgoingHttpHeaders } from "node:http";

/**
 * The security policy. The content security policy allows the sandbox payment page to be framed
 * by the portal itself, the certificate preview's blob: frame and the docs page's inline styles;
 * nothing from other origins.
 */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      frameAncestors: ["'self'"],
      // A licence or ID card PDF is previewed in a frame from a blob: URL the page made from the
      // fetched file (renderer/src/dashboard/CertificatePreview.tsx, decision 0020). Only frames
      // get blob: (a blob: URL is made by this page's own scripts); object-src stays 'none', which
      // Chromium's PDF viewer in the frame does not need.
      frameSrc: ["'self'", "blob:"],
      connectSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers @fastify/helmet sets for HELMET_OPTIONS, read once from a throwaway Fastify with the
 * plugin registered: the policy has no per-request part (no nonces), so every answer gets the same.
 */
export async function helmetHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<OutgoingHttpHeaders> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  let headers: OutgoingHttpHeaders = {};
  probe.get("/", (_request, reply) => {
    headers = reply.raw.getHeaders();
    return reply.send("");
  });
  await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  return headers;
}

/**
 * The headers of an answer that is data, not a document (decision 0058): what the OWASP REST
 * security cheat sheet lists for an API. A JSON answer is read by the portal's own scripts; the
 * headers that govern a document (what it may load, its referrer, its window and DNS prefetching,
 * old browsers' XSS filter and downloads) have nothing to act on there. Its policy is the
 * strictest, since it loads nothing and is framed by nothing; nosniff, HSTS and
 * Cross-Origin-Resource-Policy are helmet's own values.
 */
export function dataHeaders(document: OutgoingHttpHeaders): Record<string, string> {
  const same = (name: string) => String(document[name]);
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-frame-options": "DENY",
    "x-content-type-options": same("x-content-type-options"),
    "strict-transport-security": same("strict-transport-security"),
    "cross-origin-resource-policy": same("cross-origin-resource-policy"),
  };
}

/** Whether an answer is data (JSON) rather than a document, a file or a script. */
const isData = (type: unknown) => typeof type === "string" && type.startsWith("application/json");

/**
 * Security headers on every answer, chosen by what it is once its content type is known: a page,
 * a file, a script or the sandbox payment page gets every header @fastify/helmet computes for the
 * policy; a JSON answer gets dataHeaders. @fastify/helmet builds helmet's middleware anew for every
 * request, parsing the policy each time (a sixth of a cheap read's time, docs/decisions/0025): the
 * headers are computed once. A route's own header wins. Given to the reply, not the raw response
 * as helmet does: a header set there makes Node merge Fastify's into it one `setHeader` at a time,
 * a fifth of a cheap read's CPU; and the twelve document headers on every JSON answer were 900 of
 * its 1,300 bytes, sent uncompressed on every call from a phone (decision 0058).
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const computed = await helmetHeaders();
  const document = Object.fromEntries(Object.entries(computed).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined));
  const data = dataHeaders(computed);
  // A callback hook, not an async one: it runs for every answer (docs/decisions/0025).
  app.addHook("onSend", (_request, reply, payload, done) => {
    const headers = isData(reply.getHeader("content-type")) ? data : document;
    for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name]);
    done(null, payload);
  });
});
