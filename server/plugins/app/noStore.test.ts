import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../testing/buildApp.ts";

/** Issue 13 finding 6: login and profile answers carried no Cache-Control, so caches could keep tokens and personal data. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

describe("no cache keeps tokens or personal data", () => {
  it("login, profile and error answers under /api say Cache-Control: no-store", async () => {
    const login = await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: DEMO.fisher.email, password: DEMO.fisher.password } });
    expect(login.headers["cache-control"]).toBe("no-store");
    const token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const profile = await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } });
    expect([profile.statusCode, profile.headers["cache-control"]]).toEqual([200, "no-store"]);
    const refused = await app.inject({ method: "GET", url: "/api/users/profile" });
    expect([refused.statusCode, refused.headers["cache-control"]]).toEqual([401, "no-store"]);
    const failed = await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: DEMO.fisher.email, password: "wrong" } });
    expect(failed.headers["cache-control"]).toBe("no-store");
  });

  it("a route that sets its own Cache-Control keeps it (public reference data may opt out)", async () => {
    const types = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string }>;
    const validators = await app.inject({ method: "GET", url: `/api/definitions/${types[0]?.id}/validators.js` });
    expect(validators.headers["cache-control"]).toBe("no-cache");
  });
});
