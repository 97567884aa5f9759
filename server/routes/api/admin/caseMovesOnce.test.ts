import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { submitBySlug } from "../../../testing/submitBySlug.ts";

/**
 * Case moves exactly once (issue 13 finding 6, decision 0014): a move may carry the status the staff
 * member saw; a stale one is refused with 409 and a clear message, concurrent moves of one case let
 * one through (with or without expected_status, decision 0045), a certificate is issued once and a
 * pending payment is confirmed once. Runs on
 * SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let app: FastifyInstance;
let fisher: string;
let admin: string;
beforeAll(async () => {
  app = await buildApp();
  [fisher, admin] = await Promise.all([tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.admin.email, DEMO.admin.password)]);
});
afterAll(async () => app.close());

const move = (id: number, body: Record<string, unknown>) => app.inject({ method: "POST", url: `/api/admin/cases/${id}/status`, headers: { authorization: admin }, payload: body });
const count = async (table: string, where: Record<string, unknown>) => Number((await app.knex(table).where(where).count({ n: "*" }).first())?.n);

describe("staff moves of one case", () => {
  it("refuses a stale move with the status the case is in now", async () => {
    const { id } = await submitBySlug(app, fisher, "licence");
    expect((await move(id, { status: "Application In Progress", expected_status: "Application Received by the NFA" })).statusCode).toBe(200);
    const stale = await move(id, { status: "Case Closed", expected_status: "Application Received by the NFA" });
    expect(stale.json()).toEqual({ success: false, statusCode: 409, data: { msg: "This case has changed: it is now 'Application In Progress', not 'Application Received by the NFA'. Reload the case and choose again", errors: [{ pointer: "/expected_status", message: "The case is now 'Application In Progress'" }] } });
    expect((await app.knex("transactions").where({ id }).first()).status).toBe("Application In Progress");
  });

  it("approves a licence once when three approvals race: one certificate, one 'Licence Approved' event", async () => {
    const { id } = await submitBySlug(app, fisher, "licence");
    expect((await moveCaseAs(app, admin, id, "Application In Progress")).statusCode).toBe(200);
    const raced = await Promise.all([1, 2, 3].map(() => move(id, { status: "Licence Approved", expected_status: "Application In Progress" })));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(raced.find((r) => r.statusCode === 409)?.json().data.msg).toBe("This case has changed: it is now 'Licence Approved', not 'Application In Progress'. Reload the case and choose again");
    expect(await count("transaction_events", { transaction_id: id, action: "status-changed", status: "Licence Approved" })).toBe(1);
    expect(await count("issued_certificates", { transaction_id: id })).toBe(1);
  });

  it("approves once when approvals sent as the spec writes them (no expected_status) race", async () => {
    const { id } = await submitBySlug(app, fisher, "licence");
    expect((await moveCaseAs(app, admin, id, "Application In Progress")).statusCode).toBe(200);
    const raced = await Promise.all([1, 2, 3].map(() => move(id, { status: "Licence Approved" })));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await count("issued_certificates", { transaction_id: id })).toBe(1);
  });

  it("lets one of an approval and a return for correction through, never both", async () => {
    for (let i = 0; i < 3; i += 1) {
      const { id } = await submitBySlug(app, fisher, "licence");
      expect((await moveCaseAs(app, admin, id, "Application In Progress")).statusCode).toBe(200);
      const raced = await Promise.all([move(id, { status: "Licence Approved", expected_status: "Application In Progress" }), move(id, { status: "Returned For Correction", comment: "Sign page two", expected_status: "Application In Progress" })]);
      expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = raced[0]?.statusCode === 200 ? "Licence Approved" : "Returned For Correction";
      expect((await app.knex("transactions").where({ id }).first()).status).toBe(winner);
      expect(await count("transaction_events", { transaction_id: id, action: "status-changed" })).toBe(2);
      expect(await count("issued_certificates", { transaction_id: id })).toBe(winner === "Licence Approved" ? 1 : 0);
    }
  });

  it("confirms a pending cash payment once when two confirmations race", async () => {
    const { id } = await submitBySlug(app, fisher, "licence", "cash");
    const confirm = (body: object) => app.inject({ method: "POST", url: `/api/admin/cases/${id}/confirm-payment`, headers: { authorization: admin }, payload: body });
    const raced = await Promise.all([confirm({ expected_status: "Application Received by the NFA" }), confirm({ expected_status: "Application Received by the NFA" })]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await count("transaction_events", { transaction_id: id, action: "payment-confirmed" })).toBe(1);
    expect((await confirm({ expected_status: "Application Received by the NFA" })).statusCode).toBe(409);
  });
});
