import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { payByCard } from "../../../testing/payByCard.ts";
import { cheaperAndDearer, jmdText } from "../../../testing/scenarioAnswers.ts";
import { startDraft } from "../../../testing/startDraft.ts";
import { uploadRequired } from "../../../testing/uploadRequired.ts";

/**
 * Money bound to what it pays for (issue 13 finding 3, decision 0014): a payment made for the
 * answers of a cheaper application does not pay for dearer answers of the same type; the fee
 * increase asks for the difference only, and 'Previous Payment Found' answers only when the fees
 * are covered in full. Card and cash alike. The two sets of answers are complete scenarios of the
 * first paying type with two prices for the demo fisher, priced by the engine (fixtures/scenarios/).
 */
const { cheaper, dearer } = cheaperAndDearer();
const TYPE = cheaper.appType;
const CHEAP = cheaper.fees;
const DEAR = dearer.fees;
const DIFFERENCE = DEAR - CHEAP;
const BILLING = { first_name: "Marcia", last_name: "Campbell", address_line_1: "14 Church Street", city: "Old Harbour", email_address: "fisher@example.com", telephone_number: "876-555-0142" };
const withMethod = (answers: Record<string, unknown>, method: string) => ({ ...answers, payment_details: { ...(answers.payment_details as object), payment_method: method, billing_address: BILLING } });

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
const payCard = (url: string) => payByCard(app, url);

/** A fresh draft with these answers and every document they need. */
async function draft(answers: Record<string, unknown>): Promise<string> {
  const tempId = await startDraft(app, fisher, TYPE, answers);
  await uploadNeeded(tempId);
  return tempId;
}

const uploadNeeded = (tempId: string) => uploadRequired(app, fisher, TYPE, tempId);

describe("a payment pays for the answers it was made for", () => {
  it("refuses dearer answers paid for at the cheaper fees by card, asks for the difference, then submits", async () => {
    const cheap = withMethod(cheaper.answers, "Credit/Debit Card");
    const dear = withMethod(dearer.answers, "Credit/Debit Card");
    const tempId = await draft(cheap);
    const first = await init(tempId, cheap, "Credit/Debit Card", CHEAP);
    expect(first.json().data).toMatchObject({ amount_due: CHEAP, amount_paid: 0, fee_total: CHEAP });
    expect((await payCard(first.json().data.RedirectData.url)).body).toContain('data-done="true"');

    expect((await save(tempId, dear, false)).statusCode).toBe(200);
    await uploadNeeded(tempId);
    const short = await save(tempId, dear, true);
    expect(short.statusCode).toBe(422);
    expect(short.json().data.msg).toBe(`The payments for this application (${jmdText(CHEAP)}) do not cover its fees (${jmdText(DEAR)}): ${jmdText(DIFFERENCE)} remains to be paid`);
    expect((await call("GET", `/api/payment/status/${tempId}`)).json().data).toMatchObject({ status: "completed", amount_paid: CHEAP });

    const difference = await init(tempId, dear, "Credit/Debit Card", DEAR);
    expect(difference.statusCode).toBe(200);
    expect(difference.json().data).toMatchObject({ amount_due: DIFFERENCE, amount_paid: CHEAP, fee_total: DEAR });
    const row = await app.knex("payments").where({ temp_trans_id: tempId }).orderBy("id", "desc").first();
    expect([Number(row.amount_cents), Number(row.fee_total_cents)]).toEqual([DIFFERENCE * 100, DEAR * 100]);
    expect((await app.inject({ method: "GET", url: difference.json().data.RedirectData.url })).body).toContain(`Amount due: <strong>${jmdText(DIFFERENCE)}</strong>`);
    await payCard(difference.json().data.RedirectData.url);

    expect((await init(tempId, dear, "Credit/Debit Card", DEAR)).json()).toEqual({ success: false, statusCode: 409, data: { msg: "Previous Payment Found" } });
    const submitted = await save(tempId, dear, true);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(Number((await app.knex("transactions").where({ temp_trans_id: tempId }).first()).amount_due_cents)).toBe(DEAR * 100);
  });

  it("answers 'Previous Payment Found' only when the payments cover the fees in full", async () => {
    const cheap = withMethod(cheaper.answers, "Credit/Debit Card");
    const tempId = await draft(cheap);
    await payCard((await init(tempId, cheap, "Credit/Debit Card")).json().data.RedirectData.url);
    expect((await init(tempId, cheap, "Credit/Debit Card")).json().data.msg).toBe("Previous Payment Found");
    const dear = withMethod(dearer.answers, "Credit/Debit Card");
    const again = await init(tempId, dear, "Credit/Debit Card");
    expect(again.statusCode).toBe(200);
    expect(again.json().data.amount_due).toBe(DIFFERENCE);
    // Neither the fee total nor the difference still due.
    expect((await init(tempId, dear, "Credit/Debit Card", DEAR + CHEAP)).statusCode).toBe(422);
  });

  it("refuses dearer answers paid for at the cheaper fees in cash; the difference is recorded and staff confirm both before approval", async () => {
    const cheap = withMethod(cheaper.answers, "Cash at NFA Office");
    const dear = withMethod(dearer.answers, "Cash at NFA Office");
    const tempId = await draft(cheap);
    expect((await init(tempId, cheap, "Cash at NFA Office", CHEAP)).json().data).toMatchObject({ status: "pending", amount_due: CHEAP });
    expect((await save(tempId, dear, false)).statusCode).toBe(200);
    await uploadNeeded(tempId);
    const short = await save(tempId, dear, true);
    expect(short.statusCode).toBe(422);
    expect(short.json().data.msg).toContain(`${jmdText(DIFFERENCE)} remains to be paid`);
    expect((await init(tempId, dear, "Cash at NFA Office", DIFFERENCE)).json().data).toMatchObject({ status: "pending", amount_due: DIFFERENCE, amount_paid: CHEAP, fee_total: DEAR });
    expect((await save(tempId, dear, true)).statusCode).toBe(200);

    const id = (await app.knex("transactions").where({ temp_trans_id: tempId }).first()).id as number;
    expect((await moveCaseAs(app, admin, id, "Application In Progress")).statusCode).toBe(200);
    expect((await moveCaseAs(app, admin, id, "Licence Approved")).json().data.msg).toBe("Confirm the pending payment first");
    expect((await call("POST", `/api/admin/cases/${id}/confirm-payment`, {}, admin)).json().data).toMatchObject({ confirmed: 2, status: "Payment Approved" });
    expect((await moveCaseAs(app, admin, id, "Licence Approved")).statusCode).toBe(200);
  });

  it("does not let staff approve a case whose confirmed payments fall short of the fees recomputed at submit", async () => {
    const cheap = withMethod(cheaper.answers, "Credit/Debit Card");
    const tempId = await draft(cheap);
    await payCard((await init(tempId, cheap, "Credit/Debit Card")).json().data.RedirectData.url);
    expect((await save(tempId, cheap, true)).statusCode).toBe(200);
    const row = await app.knex("transactions").where({ temp_trans_id: tempId }).first();
    // A case submitted before payments were bound to the answers may owe more than was paid.
    await app.knex("transactions").where({ id: row.id }).update({ amount_due_cents: DEAR * 100 });
    const refused = await moveCaseAs(app, admin, row.id, "Payment Approved");
    expect(refused.json()).toEqual({ success: false, statusCode: 409, data: { msg: `The payments of this case (${jmdText(CHEAP)}) do not cover its fees (${jmdText(DEAR)})` } });
  });
});
