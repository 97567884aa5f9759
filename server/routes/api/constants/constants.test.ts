import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

describe("GET /api/constants", () => {
  it("lists the closed seasons as month-day, seeded from the reference list", async () => {
    const seasons = (await app.inject({ method: "GET", url: "/api/constants/species-seasons" })).json().data as Array<{ specie_name: string; start_date: string; end_date: string }>;
    expect(seasons.map((s) => [s.specie_name, s.start_date, s.end_date])).toEqual([
      ["Conch", "08-08", "02-29"],
      ["Sea Cucumber", "03-01", "08-31"],
      ["Spiny Lobster", "04-01", "06-30"],
    ]);
  });

  it("gives the guidelines of a type plus those for every type, and needs the type", async () => {
    const definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string }>;
    const some = await app.inject({ method: "GET", url: `/api/constants/guidelines?application_type=${definitions[0]?.id}` });
    expect(some.json().data.guidelines).toContain("A decision on your application may be appealed within 21 days from the date of the decision.");
    expect((await app.inject({ method: "GET", url: "/api/constants/guidelines" })).json().data.msg).toBe("application_type is required");
  });
});

describe("GET /api/constants/context", () => {
  it("gives today and every season window, the stored seasons overriding the defaults", async () => {
    // Seasons change through the staff edit, which the kept seasons follow (docs/decisions/0025).
    const admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
    const conch = (await app.knex("species_seasons").where({ specie_name: "Conch" }).first("id")) as { id: number };
    const edit = (start_date: string, end_date: string) => app.inject({ method: "PUT", url: `/api/admin/species-seasons/${conch.id}`, payload: { start_date, end_date }, headers: { authorization: admin } });
    expect((await edit("07-01", "07-31")).statusCode).toBe(200);
    const context = (await app.inject({ method: "GET", url: "/api/constants/context" })).json().data;
    expect(context.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(context.windows).toMatchObject({ Conch: { start: "07-01", end: "07-31" }, "Morant & Pedro": { start: "12-01", end: "01-31" } });
    expect((await edit("08-08", "02-29")).statusCode).toBe(200);
  });
});

describe("GET /api/definitions", () => {
  it("lists every type with routes, stages and a version hash, and serves each resolved", async () => {
    const list = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; hash: string; routePrefix: string; stages: unknown[] }>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const d of list) {
      expect(d.hash).toMatch(/^[0-9a-f]{16}$/);
      expect(d.routePrefix).toMatch(/^\/application\//);
      const one = (await app.inject({ method: "GET", url: `/api/definitions/${d.id}` })).json().data;
      expect(one.hash).toBe(d.hash);
      expect(one.definition.id).toBe(d.id);
      expect(JSON.stringify(one.definition)).not.toContain('"$ref"');
    }
    expect((await app.inject({ method: "GET", url: "/api/definitions/NOPE" })).json()).toEqual({ success: false, statusCode: 404, data: { msg: "Unknown application type NOPE" } });
  });
});

describe("GET /api/entity/validate-transaction-number", () => {
  it("accepts the entity's own submitted number and refuses others, missing auth and another entity", async () => {
    const token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const entity = (await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first()).id as number;
    await app.knex("transactions").insert({ temp_trans_id: "validate-1", trans_number: "NFA-2025-000311", app_type: "X", entity_id: entity, status: "Licence Approved", definition_version: "2026.11.1" });
    const url = (e: number, n: string) => `/api/entity/validate-transaction-number/${e}/${n}`;
    expect((await app.inject({ method: "GET", url: url(entity, "NFA-2025-000311"), headers: { authorization: token } })).json().data.msg).toBe("Transaction number is valid");
    expect((await app.inject({ method: "GET", url: url(entity, "NFA-2025-000999"), headers: { authorization: token } })).json().data.msg).toBe("Transaction Number Not Found");
    expect((await app.inject({ method: "GET", url: url(entity + 1, "NFA-2025-000311"), headers: { authorization: token } })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: url(entity, "NFA-2025-000311") })).statusCode).toBe(401);
  });
});

describe("robustness", () => {
  it("answers malformed JSON, a wrong content type and an unknown route with 4xx envelopes", async () => {
    const malformed = await app.inject({ method: "POST", url: "/api/users/login", payload: "{nope", headers: { "content-type": "application/json" } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
    const text = await app.inject({ method: "POST", url: "/api/users/login", payload: "hello", headers: { "content-type": "text/plain" } });
    expect(text.json()).toEqual({ success: false, statusCode: 400, data: { msg: "body must be object" } });
    const xml = await app.inject({ method: "POST", url: "/api/users/login", payload: "<a/>", headers: { "content-type": "application/xml" } });
    expect(xml.json()).toEqual({ success: false, statusCode: 415, data: { msg: "Unsupported content type" } });
    expect((await app.inject({ method: "GET", url: "/api/nowhere" })).json()).toEqual({ success: false, statusCode: 404, data: { msg: "No such route: GET /api/nowhere" } });
  });

  it("sends security headers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/definitions" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // A JSON answer loads nothing and is framed by nothing (decision 0058).
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
