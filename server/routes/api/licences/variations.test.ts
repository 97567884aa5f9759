import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VARIATION_TEXT_REQUIRED } from "../../../../engine/api/licenceVariationContract.ts";
import { addDays } from "../../../../engine/dates/calendarDays.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { holdLicences } from "../../../testing/holdLicences.ts";
import { pdfText } from "../../../testing/pdfText.ts";
import { individualScenario } from "../../../testing/scenarioAnswers.ts";

/*
 * Issue 29, decision 0071: staff vary a licence's conditions (what changes, from which day); the
 * holder sees it on their dashboard and acknowledges it, and only they may; staff see whether they
 * have; the licence's history and its PDF show it. The licence is of the first type that issues
 * one and has an individual's scenario (from schemas/, never named here). The server suite runs
 * again on PostgreSQL (npm run test:pg).
 */
const TODAY = "2026-11-22";
const TEXT = "From 1 December 2026 the licence no longer covers fishing within the Pedro Bank closed area.";

let app: FastifyInstance;
let admin: string;
let fisher: string;
let company: string;
let licence: { id: number; number: string; transactionId: number };

beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: TODAY });
  [admin, fisher, company] = await Promise.all([tokenFor(app, DEMO.admin.email, DEMO.admin.password), tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.company.email, DEMO.company.password)]);
  const type = app.definitions.all().find((c) => c.definition.certificate && individualScenario(c.definition.id, TODAY))?.definition;
  if (!type) throw new Error("no type issues a licence and has an individual's scenario");
  const [number] = await holdLicences(app, fisher, [{ type: type.id, number: "", validFrom: TODAY, validUntil: "2099-12-31" }], TODAY);
  const row = await app.knex("issued_certificates").where({ trans_number: number }).first("id", "transaction_id");
  licence = { id: Number(row.id), number: String(number), transactionId: Number(row.transaction_id) };
}, 180_000);
afterAll(async () => app.close());

const as = (token: string, method: "GET" | "POST", url: string, payload?: Record<string, unknown>) => app.inject({ method, url, headers: { authorization: token }, ...(payload === undefined ? {} : { payload }) });
const vary = (payload: Record<string, unknown>, id = licence.id, token = admin) => as(token, "POST", `/api/admin/certificates/${id}/vary`, payload);
const mine = async (token = fisher) => (await as(token, "GET", "/api/licences/variations")).json().data.variations as Array<{ id: number; text: string; acknowledged_on: string | null }>;
const acknowledge = (id: number, token = fisher) => as(token, "POST", `/api/licences/variations/${id}/acknowledge`, {});

describe("a licence variation", () => {
  it("reaches the holder, who alone acknowledges it; staff see it acknowledged; the history says both, never who", async () => {
    const varied = await vary({ text: ` ${TEXT} `, from: addDays(TODAY, 9) });
    expect(varied.statusCode, varied.body).toBe(200);
    const variation = varied.json().data.variation;
    expect(variation).toEqual({ id: expect.any(Number), certificate_id: licence.id, licence_number: licence.number, text: TEXT, from: addDays(TODAY, 9), varied_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), acknowledged_on: null });
    expect(await mine()).toEqual([variation]);
    expect(await mine(company)).toEqual([]);

    // Someone else, staff too, is told it does not exist; the holder acknowledges once.
    expect((await acknowledge(variation.id, company)).statusCode).toBe(404);
    expect((await acknowledge(variation.id, admin)).statusCode).toBe(404);
    expect((await acknowledge(999_999)).statusCode).toBe(404);
    const acknowledged = await acknowledge(variation.id);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().data.variation.acknowledged_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await acknowledge(variation.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.msg).toBe("You have already acknowledged this variation");

    const file = (await as(admin, "GET", `/api/admin/cases/${licence.transactionId}`)).json().data;
    expect(file.certificate.variations).toEqual([expect.objectContaining({ id: variation.id, text: TEXT, acknowledged_on: expect.any(String) })]);
    const events = (await as(fisher, "GET", `/api/licences/${licence.id}/history`)).json().data.events;
    expect(events.slice(-2)).toEqual([
      { action: "varied", on: expect.any(String), detail: TEXT, from: addDays(TODAY, 9) },
      { action: "variation-acknowledged", on: expect.any(String), detail: null },
    ]);
    const caseEvents = (await as(admin, "GET", `/api/bpm/case/${licence.transactionId}/events`)).json().data.events.map((e: { action: string }) => e.action);
    expect(caseEvents).toEqual(expect.arrayContaining(["licence-varied", "variation-acknowledged"]));
  });

  it("is printed on the licence: a note under its dates, and a page of its variations", async () => {
    const pdf = await app.inject({ method: "POST", url: `/api/bpm/case/documents/${licence.number}`, headers: { authorization: fisher }, payload: { certificate_type: "licence" } });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Variations of this licence");
    expect(text).toContain("See the next page.");
    expect(text.replace(/\s+/g, " ")).toContain("Pedro Bank closed area.");
  });

  it("answers 400 for an empty text or a day out of bounds, 404 for an unknown licence, 403 to others, 409 once revoked", async () => {
    for (const [payload, pointer] of [
      [{ text: "  " }, "/text"],
      [{ text: "x", from: addDays(TODAY, -1) }, "/from"],
      [{ text: "x", from: "2100-01-01" }, "/from"],
    ] as const) {
      const answer = await vary(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().data.errors).toEqual([expect.objectContaining({ pointer })]);
    }
    expect((await vary({ text: "  " })).json().data.msg).toBe(VARIATION_TEXT_REQUIRED);
    expect((await vary({})).statusCode).toBe(400);
    expect((await vary({ text: "x" }, 999_999)).statusCode).toBe(404);
    expect((await vary({ text: "x" }, licence.id, fisher)).statusCode).toBe(403);
    expect((await as(admin, "POST", `/api/admin/certificates/${licence.id}/revoke`, { reason: "Test" })).statusCode).toBe(200);
    const revoked = await vary({ text: "x" });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().data.msg).toBe("This licence has been revoked, so it cannot be varied");
  });
});
