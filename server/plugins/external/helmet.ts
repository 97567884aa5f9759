import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Security headers. The content security policy allows the sandbox payment page to be framed by
 * the portal itself, the certificate preview's blob: frame and the docs page's inline styles;
 * nothing from other origins.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
  });
});
