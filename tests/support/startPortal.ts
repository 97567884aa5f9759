import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/testing/buildApp.ts";
import { injectFetch } from "./injectFetch.ts";

/** The real server (in-memory database, demo accounts, `env` on top) behind the renderer's fetch. */
export async function startPortal(env?: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp(env);
  globalThis.fetch = injectFetch(app);
  return app;
}
