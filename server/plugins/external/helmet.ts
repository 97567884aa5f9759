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
 * Security headers on every answer. @fastify/helmet builds helmet's middleware anew for every
 * request, parsing the policy each time (a sixth of a cheap read's time, docs/decisions/0025); the
 * headers it computes are taken once and given to the reply as its own, so a route's own header
 * still overrides them. Not on the raw response as helmet does: a header set there makes Node
 * merge Fastify's headers into it one `setHeader` at a time when the answer is written, and that,
 * not the bytes, was a fifth of a cheap read's CPU (decision 0025, 2026-11-29). No route hijacks
 * its reply, so every answer is written through the reply.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const headers = Object.fromEntries(Object.entries(await helmetHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined));
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
