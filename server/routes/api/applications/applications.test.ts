import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";

let app: FastifyInstance;
let fisher: string;
let company: string;
beforeAll(async () => {
  app = await buildApp();
  fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  company = await tokenFor(app, DEMO.company.email, DEMO.company.password);
});
afterAll(async () => app.close());

const call = (method: "GET" | "POST", url: string, payload?: unknown, token?: string) =>
  app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: token ? { authorization: token } : {} });
const definitionIds = async (): Promise<Array<{ id: string; requiresLogin: boolean }>> => (await call("GET", "/api/definitions")).json().data.definitions;
const anonymousType = async () => (await definitionIds()).find((d) => !d.requiresLogin)?.id as string;
const loginType = async () => (await definitionIds()).find((d) => d.requiresLogin)?.id as string;
const temp = async (appType: string, token?: string) => (await call("POST", "/api/transactions/temp", { app_type: appType }, token)).json().data.temp_trans_id as string;

/** The complete answers of the type without login, taken from its own first passing scenario. */
const violation = { date_of_violation: "2026-11-20", location_of_violation: "St.Thomas", address: "Morant Bay fishing beach", description: "Undersized lobsters sold from a cooler during the closed season." };

describe("POST /api/transactions/temp", () => {
  it("needs a login for a type that requires one, and not for the violation notice", async () => {
    const type = await loginType();
    const refused = await call("POST", "/api/transactions/temp", { app_type: type });
    expect(refused.statusCode).toBe(401);
    expect((await call("POST", "/api/transactions/temp", { app_type: type }, fisher)).json().data.temp_trans_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call("POST", "/api/transactions/temp", { app_type: await anonymousType() })).statusCode).toBe(200);
  });

  it("refuses an unknown type and a bad body", async () => {
    expect((await call("POST", "/api/transactions/temp", { app_type: "NOPE" }, fisher)).json()).toEqual({ success: false, statusCode: 404, data: { msg: "Unknown application type NOPE" } });
    expect((await call("POST", "/api/transactions/temp", {}, fisher)).statusCode).toBe(400);
  });
});

describe("POST /api/applications/save-application", () => {
  it("saves a draft whatever its state and reports where the applicant stands", async () => {
    const type = await loginType();
    const id = await temp(type, fisher);
    const saved = await call("POST", `/api/applications/save-application?app_type=${type}`, { temp_trans_id: id, launchCase: false, selectionCategory: "licence-type" }, fisher);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.msg).toBe("Application saved successfully");
    const draft = await call("GET", `/api/transactions/draft/${id}`, undefined, fisher);
    expect(draft.json().data.transaction).toMatchObject({ status: "Draft", selectionCategory: "licence-type", app_type: type });
  });

  it("refuses a submit the engine finds incomplete with its errors, and keeps the draft", async () => {
    const type = await anonymousType();
    const id = await temp(type);
    const refused = await call("POST", `/api/applications/save-application?app_type=${type}`, { temp_trans_id: id, launchCase: true, ...violation, description: "" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toEqual({ msg: "Document already uploaded", errors: [{ pointer: "/description", message: "This field is required" }] });
    const kept = await call("POST", `/api/applications/save-application?app_type=${type}`, { temp_trans_id: id, launchCase: true, ...violation });
    expect(kept.statusCode).toBe(200);
  });

  it("submits a complete notice without login, gives a transaction number once, and the status check finds it", async () => {
    const type = await anonymousType();
    const id = await temp(type);
    const first = await call("POST", `/api/applications/save-application?app_type=${type}`, { temp_trans_id: id, launchCase: true, ...violation });
    expect(first.json().data.msg).toBe("Application submitted successfully");
    const number = first.json().data.transNumber as string;
    expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
    const again = await call("POST", `/api/applications/save-application?app_type=${type}`, { temp_trans_id: id, launchCase: true, ...violation });
    expect(again.json().data.transNumber).toBe(number);
    const status = await call("GET", `/api/transactions/status/${number}`);
    expect(status.json().data.transaction).toMatchObject({ transaction_number: number, status: "Application Received by the NFA", app_type: type });
    expect((await call("GET", "/api/transactions/status/NFA-1999-000001")).json()).toEqual({ success: false, statusCode: 404, data: { msg: "Transaction Number Not Found" } });
  });

  it("answers 404 for someone else's temporary id, and 401 without login for a login type", async () => {
    const type = await loginType();
    const id = await temp(type, fisher);
    const other = await call("POST", `/api/applications/save-application?app_type=${type}`, { temp_trans_id: id, launchCase: false }, company);
    expect(other.json()).toEqual({ success: false, statusCode: 404, data: { msg: "Transaction not found" } });
    expect((await call("POST", `/api/applications/save-application?app_type=${type}`, { temp_trans_id: id, launchCase: false })).statusCode).toBe(401);
  });

  it("refuses a missing app_type, an unknown one, and a temp id of another type", async () => {
    const type = await loginType();
    const id = await temp(type, fisher);
    expect((await call("POST", "/api/applications/save-application", { temp_trans_id: id }, fisher)).json().data.msg).toBe("app_type is required");
    expect((await call("POST", "/api/applications/save-application?app_type=NOPE", { temp_trans_id: id }, fisher)).statusCode).toBe(404);
    const violationType = await anonymousType();
    expect((await call("POST", `/api/applications/save-application?app_type=${violationType}`, { temp_trans_id: id }, fisher)).statusCode).toBe(400);
  });
});

describe("GET /api/transactions", () => {
  it("lists only the signed-in entity's transactions; another entity's id answers 404", async () => {
    const type = await loginType();
    await temp(type, fisher);
    const mine = (await call("GET", "/api/transactions", undefined, fisher)).json().data.transactions as Array<{ id: number }>;
    expect(mine.length).toBeGreaterThan(0);
    const theirs = (await call("GET", "/api/transactions", undefined, company)).json().data.transactions as Array<{ id: number }>;
    expect(theirs.map((t) => t.id)).not.toContain(mine[0]?.id);
    expect((await call("GET", `/api/transactions/${mine[0]?.id}`, undefined, company)).statusCode).toBe(404);
    expect((await call("GET", `/api/transactions/${mine[0]?.id}`, undefined, fisher)).statusCode).toBe(200);
    expect((await call("GET", "/api/transactions")).statusCode).toBe(401);
    expect((await call("GET", "/api/transactions/abc", undefined, fisher)).statusCode).toBe(400);
  });
});
