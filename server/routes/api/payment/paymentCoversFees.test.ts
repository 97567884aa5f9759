import type { FastifyInstance } from "fastify";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Scenario } from "../../../../engine/scenarios/Scenario.ts";
import { ROOT } from "../../../config.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { FILES } from "../../../testing/scenarioAnswers.ts";

/**
 * Money bound to what it pays for (issue 13 finding 3, decision 0014): a payment made for the
 * answers of an artisanal fisher licence (JMD 2,000) does not pay for an industrial one (JMD 5,500);
 * the fee increase asks for the difference only, and 'Previous Payment Found' answers only when the
 * fees are covered in full. Card and cash alike.
 */
const TYPE = "APPLICATION_FOR_LICENCE";
const BILLING = { first_name: "Marcia", last_name: "Campbell", address_line_1: "14 Church Street", city: "Old Harbour", email_address: "fisher@example.com", telephone_number: "876-555-0142" };
const scenario = (file: string) => JSON.parse(readFileSync(join(ROOT, "fixtures", "scenarios", TYPE, file), "utf8")) as Scenario;
const withMethod = (answers: Record<string, unknown>, method: string) => ({ ...answers, payment_details: { ...(answers.payment_details as object), payment_method: method, billing_address: BILLING } });
const artisanal = scenario("01-commercial-artisanal-port-new.json").answers;
const industrial = scenario("03-commercial-industrial.json").answers;

let app: FastifyInstance;
let fisher: string;
let admin: string;
beforeAll(async () => {
  app = await buildApp();
  [fisher, admin] = await Promise.all([tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.admin.email, DEMO.admin.password)]);
});
afterAll(async () => app.close());

const call = (method: "GET" | "POST", url: string, payload?: object, token = fisher) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: token } });
const save = (tempId: string, answers: Record<string, unknown>, launchCase: boolean) => call("POST", `/api/applications/save-application?app_type=${TYPE}`, { ...answers, temp_trans_id: tempId, app_type: TYPE, launchCase });
const init = (tempId: string, answers: Record<string, unknown>, method: string, amountDue?: number) => call("POST", `/api/payment/init/${tempId}`, { ...answers, payment_method: method, ...(amountDue === undefined ? {} : { amount_due: amountDue }) });
const payCard = (url: string) => app.inject({ method: "POST", url, payload: "card_name=Marcia+Campbell&card_number=4111+1111+1111+1111&expiry=12%2F39&cvv=123", headers: { "content-type": "application/x-www-form-urlencoded" } });

/** A fresh draft with these answers and every document they need. */
async function draft(answers: Record<string, unknown>): Promise<string> {
  const tempId = (await call("POST", "/api/transactions/temp", { app_type: TYPE })).json().data.temp_trans_id as string;
  expect((await save(tempId, answers, false)).statusCode).toBe(200);
  await uploadNeeded(tempId);
  return tempId;
}

async function uploadNeeded(tempId: string) {
  const needs = (await call("GET", `/api/documents/all-documents/${TYPE}/${tempId}`)).json().data.documents as Array<{ key: string; accept: string[]; required: boolean; file?: unknown }>;
  for (const need of needs.filter((n) => n.required && !n.file)) {
    const pdf = need.accept.includes(".pdf") && !need.accept.includes(".png");
    await call("POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: pdf ? `${need.key}.pdf` : `${need.key}.png`, contentType: pdf ? "application/pdf" : "image/png", content: (pdf ? FILES.pdf : FILES.png).toString("base64"), supporting_document_id: need.key, documentType: "SUPPORTING_DOCUMENTS" } });
  }
}

describe("a payment pays for the answers it was made for", () => {
  it("refuses industrial answers paid for as artisanal by card, asks for the difference, then submits", async () => {
    const cheap = withMethod(artisanal, "Credit/Debit Card");
    const dear = withMethod(industrial, "Credit/Debit Card");
    const tempId = await draft(cheap);
    const first = await init(tempId, cheap, "Credit/Debit Card", 2000);
    expect(first.json().data).toMatchObject({ amount_due: 2000, amount_paid: 0, fee_total: 2000 });
    expect((await payCard(first.json().data.RedirectData.url)).body).toContain('data-done="true"');

    expect((await save(tempId, dear, false)).statusCode).toBe(200);
    await uploadNeeded(tempId);
    const short = await save(tempId, dear, true);
    expect(short.statusCode).toBe(422);
    expect(short.json().data.msg).toBe("The payments for this application (JMD 2,000.00) do not cover its fees (JMD 5,500.00): JMD 3,500.00 remains to be paid");
    expect((await call("GET", `/api/payment/status/${tempId}`)).json().data).toMatchObject({ status: "completed", amount_paid: 2000 });

    const difference = await init(tempId, dear, "Credit/Debit Card", 5500);
    expect(difference.statusCode).toBe(200);
    expect(difference.json().data).toMatchObject({ amount_due: 3500, amount_paid: 2000, fee_total: 5500 });
    const row = await app.knex("payments").where({ temp_trans_id: tempId }).orderBy("id", "desc").first();
    expect([Number(row.amount_cents), Number(row.fee_total_cents)]).toEqual([350000, 550000]);
    expect((await app.inject({ method: "GET", url: difference.json().data.RedirectData.url })).body).toContain("3500.00");
    await payCard(difference.json().data.RedirectData.url);

    expect((await init(tempId, dear, "Credit/Debit Card", 5500)).json()).toEqual({ success: false, statusCode: 409, data: { msg: "Previous Payment Found" } });
    const submitted = await save(tempId, dear, true);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(Number((await app.knex("transactions").where({ temp_trans_id: tempId }).first()).amount_due_cents)).toBe(550000);
  });

  it("answers 'Previous Payment Found' only when the payments cover the fees in full", async () => {
    const cheap = withMethod(artisanal, "Credit/Debit Card");
    const tempId = await draft(cheap);
    await payCard((await init(tempId, cheap, "Credit/Debit Card")).json().data.RedirectData.url);
    expect((await init(tempId, cheap, "Credit/Debit Card")).json().data.msg).toBe("Previous Payment Found");
    const dear = withMethod(industrial, "Credit/Debit Card");
    const again = await init(tempId, dear, "Credit/Debit Card");
    expect(again.statusCode).toBe(200);
    expect(again.json().data.amount_due).toBe(3500);
    expect((await init(tempId, dear, "Credit/Debit Card", 1234)).statusCode).toBe(422);
  });

  it("refuses industrial answers paid for as artisanal in cash; the difference is recorded and staff confirm both before approval", async () => {
    const cheap = withMethod(artisanal, "Cash at NFA Office");
    const dear = withMethod(industrial, "Cash at NFA Office");
    const tempId = await draft(cheap);
    expect((await init(tempId, cheap, "Cash at NFA Office", 2000)).json().data).toMatchObject({ status: "pending", amount_due: 2000 });
    expect((await save(tempId, dear, false)).statusCode).toBe(200);
    await uploadNeeded(tempId);
    const short = await save(tempId, dear, true);
    expect(short.statusCode).toBe(422);
    expect(short.json().data.msg).toContain("JMD 3,500.00 remains to be paid");
    expect((await init(tempId, dear, "Cash at NFA Office", 3500)).json().data).toMatchObject({ status: "pending", amount_due: 3500, amount_paid: 2000, fee_total: 5500 });
    expect((await save(tempId, dear, true)).statusCode).toBe(200);

    const id = (await app.knex("transactions").where({ temp_trans_id: tempId }).first()).id as number;
    expect((await moveCaseAs(app, admin, id, "Application In Progress")).statusCode).toBe(200);
    expect((await moveCaseAs(app, admin, id, "Licence Approved")).json().data.msg).toBe("Confirm the pending payment first");
    expect((await call("POST", `/api/admin/cases/${id}/confirm-payment`, {}, admin)).json().data).toMatchObject({ confirmed: 2, status: "Payment Approved" });
    expect((await moveCaseAs(app, admin, id, "Licence Approved")).statusCode).toBe(200);
  });

  it("does not let staff approve a case whose confirmed payments fall short of the fees recomputed at submit", async () => {
    const cheap = withMethod(artisanal, "Credit/Debit Card");
    const tempId = await draft(cheap);
    await payCard((await init(tempId, cheap, "Credit/Debit Card")).json().data.RedirectData.url);
    expect((await save(tempId, cheap, true)).statusCode).toBe(200);
    const row = await app.knex("transactions").where({ temp_trans_id: tempId }).first();
    // A case submitted before payments were bound to the answers may owe more than was paid.
    await app.knex("transactions").where({ id: row.id }).update({ amount_due_cents: 550000 });
    const refused = await moveCaseAs(app, admin, row.id, "Payment Approved");
    expect(refused.json()).toEqual({ success: false, statusCode: 409, data: { msg: "The payments of this case (JMD 2,000.00) do not cover its fees (JMD 5,500.00)" } });
  });
});
