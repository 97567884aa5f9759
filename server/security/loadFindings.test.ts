import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO } from "../testing/buildApp.ts";

/** What the load test (tests/load/) found, pinned down as a test that runs on both databases. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

describe("what the load test found", () => {
  it("signs in parallel correct logins from one address, never 'Too many attempts'", async () => {
    const accounts = [DEMO.fisher, DEMO.company, DEMO.officer, DEMO.admin];
    const logins = accounts.flatMap((account) => [account, account, account]).map((account) => app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: account.email, password: account.password } }));
    const statuses = (await Promise.all(logins)).map((response) => response.statusCode);
    expect(statuses).toEqual(statuses.map(() => 200));
  });
});
