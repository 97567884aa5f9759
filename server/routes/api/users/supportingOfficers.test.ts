import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

const list = (token: string | null) => app.inject({ method: "GET", url: "/api/users/supporting-officers", headers: token ? { authorization: token } : {} });

describe("GET /api/users/supporting-officers", () => {
  it("lists the supporting officers for officers and staff", async () => {
    for (const account of [DEMO.officer, DEMO.admin]) {
      const answer = await list(await tokenFor(app, account.email, account.password));
      expect(answer.statusCode).toBe(200);
      const users = answer.json().data.users as Array<{ id: number; email: string }>;
      expect(users.map((u) => u.email)).toContain(DEMO.officer.email);
      expect(users.map((u) => u.email)).not.toContain(DEMO.admin.email);
    }
  });

  it("refuses an applicant (403) and a visitor (401)", async () => {
    expect((await list(await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password))).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
  });
});
