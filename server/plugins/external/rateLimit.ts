import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { databaseRateLimitStore } from "../../services/databaseRateLimitStore.ts";
import { HttpError } from "../../services/HttpError.ts";

/** A route's own limit, as it was registered: what the cluster suite and the shared-limits test try, one by one. */
export interface RouteLimit {
  method: string;
  url: string;
  max: number;
  timeWindow: string | number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered with a limit of its own (HEAD twins left out): a list made from the routes themselves, not a copy. */
    routeLimits: readonly RouteLimit[];
  }
}

/**
 * Rate limits are per route (login attempts: 10 a minute per address); nothing is limited
 * globally, so a busy office behind one address can still work. The counts live in the database
 * (issue 28, decision 0050): shared by every instance, kept across restarts.
 */
export default fp(async function rateLimits(app: FastifyInstance) {
  const limits: RouteLimit[] = [];
  app.decorate("routeLimits", limits);
  app.addHook("onRoute", (route) => {
    const limit = route.config?.rateLimit;
    const methods = [route.method].flat().filter((m) => m !== "HEAD");
    if (!limit || typeof limit.max !== "number" || (typeof limit.timeWindow !== "string" && typeof limit.timeWindow !== "number")) return;
    for (const method of methods) limits.push({ method, url: route.url, max: limit.max, timeWindow: limit.timeWindow });
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(() => app.knex),
    // A count the database could not make lets the request through: the route itself then answers.
    skipOnError: true,
    // Thrown to the one error handler, which writes the envelope.
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });
});
