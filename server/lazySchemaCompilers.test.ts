import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import portal from "./app.ts";
import { loadConfig } from "./config.ts";
import { compiledOnFirstUse, type Compiled } from "./lazySchemaCompilers.ts";
import { serverOptions } from "./options.ts";
import { DEMO, tokenFor } from "./testing/buildApp.ts";

/** The portal with the server's options, its route schemas compiled lazily (as served) or all at start (Fastify's default). */
async function portalWith(schemas: "lazy" | "at start"): Promise<FastifyInstance> {
  const config = loadConfig({ SQLITE_FILE: ":memory:", JWT_SECRET: "test-secret-not-for-production", LOG_LEVEL: "silent", LOGIN_FAILURES_PER_ADDRESS: "1000" });
  const options = serverOptions(config, false);
  const app = Fastify(schemas === "lazy" ? options : { ...options, schemaController: undefined });
  await app.register(fp(portal), { config });
  await app.ready();
  return app;
}

let lazy: FastifyInstance;
let atStart: FastifyInstance;
// Building `atStart` compiles every route's schemas at once: a broken schema fails here, not on a request.
beforeAll(async () => {
  [lazy, atStart] = await Promise.all([portalWith("lazy"), portalWith("at start")]);
}, 60_000);
afterAll(async () => Promise.all([lazy.close(), atStart.close()]));

describe("route schemas compiled on first use (decision 0026)", () => {
  it("compile once, on the first call or look at the validator, and read its errors and schemaEnv through", () => {
    let compiles = 0;
    const deferred = compiledOnFirstUse(() => {
      compiles += 1;
      const validate = Object.assign((data: unknown) => (validate.errors = data === 1 ? null : [{ message: "must be 1" }]) === null, { schemaEnv: { root: true }, errors: null as unknown });
      return validate as unknown as Compiled;
    });
    expect(compiles).toBe(0);
    expect(deferred.schemaEnv).toEqual({ root: true });
    expect(deferred(2)).toBe(false);
    expect(deferred.errors).toEqual([{ message: "must be 1" }]);
    expect(deferred(1)).toBe(true);
    expect(compiles).toBe(1);
  });

  it("give the answers of schemas compiled at start: request validation, coercion, response serialization", async () => {
    const tokens = await Promise.all([tokenFor(lazy, DEMO.admin.email, DEMO.admin.password), tokenFor(atStart, DEMO.admin.email, DEMO.admin.password)]);
    const requests = [
      { method: "POST", url: "/api/users/login", payload: {} },
      { method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: DEMO.fisher.email, password: "wrong" } },
      { method: "GET", url: "/api/definitions" },
      { method: "GET", url: `/api/definitions/${"X".repeat(81)}` },
      { method: "GET", url: "/api/constants/species-seasons" },
      { method: "GET", url: "/api/admin/cases?status=Submitted", staff: true },
      { method: "GET", url: "/api/admin/cases?status=Nope", staff: true },
      { method: "GET", url: "/api/admin/users?email=fisher@example.com", staff: true },
      { method: "GET", url: "/api/admin/users?unknown=1", staff: true },
    ] as const;
    for (const { staff, ...request } of requests.map((r) => ({ staff: false, ...r }))) {
      const [a, b] = await Promise.all(
        [lazy, atStart].map((app, i) => app.inject({ ...request, ...(staff ? { headers: { authorization: `Bearer ${tokens[i]}` } } : {}) })),
      );
      expect({ url: request.url, status: a?.statusCode, body: a?.json() as unknown }).toEqual({ url: request.url, status: b?.statusCode, body: b?.json() as unknown });
    }
  });
});
