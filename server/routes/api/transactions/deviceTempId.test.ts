import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";

/**
 * An application started with no signal (issue 27): the device makes its temporary id, and the
 * outbox sends POST /api/transactions/temp with it when the signal returns, perhaps more than
 * once. Each send answers the same application, one row; someone else's id is refused as taken;
 * without an id the spec's call makes one as before. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
let app: FastifyInstance;
let fisher: string;
let company: string;
let types: string[];
beforeAll(async () => {
  app = await buildApp();
  [fisher, company] = await Promise.all([tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.company.email, DEMO.company.password)]);
  // Types an applicant with an account starts, from the served list (no type named here).
  const listed = (await app.inject({ method: "GET", url: "/api/definitions" })).json<{ data: { definitions: Array<{ id: string; requiresLogin: boolean }> } }>().data.definitions;
  types = listed.filter((d) => d.requiresLogin).map((d) => d.id);
});
afterAll(async () => app.close());

const start = (token: string, body: Record<string, unknown>) => app.inject({ method: "POST", url: "/api/transactions/temp", headers: { authorization: token }, payload: body });
const rows = async (tempId: string) => Number((await app.knex("transactions").where({ temp_trans_id: tempId }).count({ n: "*" }).first())?.n);

describe("POST /api/transactions/temp with an id made on the device", () => {
  it("creates the application under that id, and answers the same one however often it is sent, at once or later", async () => {
    const [type] = types;
    const id = randomUUID();
    const first = await start(fisher, { app_type: type, temp_trans_id: id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.temp_trans_id).toBe(id);
    const again = await Promise.all(Array.from({ length: 5 }, () => start(fisher, { app_type: type, temp_trans_id: id })));
    expect(again.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    for (const r of again) expect(r.json().data).toEqual(first.json().data);
    expect(await rows(id)).toBe(1);
    // The draft is the applicant's, saved as any other.
    const saved = await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${type}`, headers: { authorization: fisher }, payload: { temp_trans_id: id, app_type: type, launchCase: false } });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("refuses an id already taken by someone else or for another type, saying nothing of whose; and an id that is not a UUID", async () => {
    const [type, other] = types;
    const id = randomUUID();
    expect((await start(fisher, { app_type: type, temp_trans_id: id })).statusCode).toBe(200);
    const theirs = await start(company, { app_type: type, temp_trans_id: id });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().data.msg).toBe("This application id is already taken: start the application again");
    if (other) expect((await start(fisher, { app_type: other, temp_trans_id: id })).statusCode).toBe(409);
    expect(await rows(id)).toBe(1);
    expect((await start(fisher, { app_type: type, temp_trans_id: "not-a-uuid" })).statusCode).toBe(400);
  });

  it("without an id, makes a new one each time, as the spec's call always did", async () => {
    const [type] = types;
    const a = (await start(fisher, { app_type: type })).json().data.temp_trans_id as string;
    const b = (await start(fisher, { app_type: type })).json().data.temp_trans_id as string;
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
  });
});
