import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../testing/buildApp.ts";

/** What the fuzz (fuzz.test.ts) found, pinned down so a lucky seed is not needed to see it again. */
let app: FastifyInstance;
let staff: string;
beforeAll(async () => {
  app = await buildApp();
  staff = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
});
afterAll(async () => app.close());

describe("what the fuzz found", () => {
  it("answers a path parameter over 100 characters in the envelope, not Fastify's own shape", async () => {
    const response = await app.inject({ method: "DELETE", url: `/api/users/${"x".repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ success: false, statusCode: 414, data: { msg: "The address is too long" } });
  });

  it("answers staff updating an entity that does not exist with 404, not 500", async () => {
    for (const [url, payload] of [["/api/entity/1000", { address: "x" }], ["/api/entity/picture-identification/1000", { entity_picture_identification: { picture_identification: "No" } }]] as const) {
      const response = await app.inject({ method: url.includes("picture") ? "POST" : "PUT", url, payload, headers: { authorization: staff } });
      expect([url, response.statusCode, response.json().data.msg]).toEqual([url, 404, "Entity not found"]);
    }
  });

  it("answers staff adding an agent to an entity that does not exist (or to id 1e309) with 404, not a foreign-key 500", async () => {
    for (const id of ["1000", "1e309"]) {
      const response = await app.inject({ method: "POST", url: `/api/users/add/entity/${id}`, payload: { name_of_applicant: "Matrix Agent", email: `agent.${id}@example.com`, password: "Matrix#Agent-2026" }, headers: { authorization: staff } });
      expect([id, response.statusCode, response.json().data.msg]).toEqual([id, 404, "Entity not found"]);
    }
  });

  it("answers values PostgreSQL refuses (an id beyond 32 bits, a NUL) below 500 in the envelope, on both databases", async () => {
    const fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const cases: Array<["GET" | "POST", string, string | undefined]> = [
      ["GET", "/api/transactions/99999999999999999999", fisher],
      ["GET", "/api/bpm/case/99999999999999999999/events", staff],
      ["GET", "/api/transactions/status/a%00b", undefined],
      ["GET", "/api/payment/status/%00", fisher],
      ["GET", "/api/documents/uploaded-documents/%00", fisher],
      ["GET", "/api/constants/guidelines?application_type=%00", undefined],
    ];
    for (const [method, url, token] of cases) {
      const response = await app.inject({ method, url, headers: token ? { authorization: token } : {} });
      expect([url, response.statusCode < 500, response.json().statusCode]).toEqual([url, true, response.statusCode]);
    }
  });
});
