import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { payingType } from "../../../testing/scenarioAnswers.ts";

/**
 * Spec 000 §9: the bank details (account name, bank, branch, type, number) are shown for a
 * transfer, direct debit or cheque. They come from the configuration (demonstration values by
 * default), with the application's payment reference; only whoever may see the application gets them.
 */
const ACCOUNT = { BANK_ACCOUNT_NAME: "NFA Licensing Fees", BANK_NAME: "Harbour Bank", BANK_BRANCH: "Old Harbour", BANK_ACCOUNT_TYPE: "Savings", BANK_ACCOUNT_NUMBER: "123-456-789" };
let configured: FastifyInstance;
let plain: FastifyInstance;
beforeAll(async () => {
  [configured, plain] = await Promise.all([buildApp(ACCOUNT), buildApp()]);
});
afterAll(async () => {
  await Promise.all([configured.close(), plain.close()]);
});

async function draftOf(app: FastifyInstance, token: string): Promise<string> {
  const temp = await app.inject({ method: "POST", url: "/api/transactions/temp", payload: { app_type: payingType() }, headers: { authorization: token } });
  return temp.json().data.temp_trans_id as string;
}

describe("GET /api/payment/bank-details/{tempTransId}", () => {
  it("answers the configured account and the application's reference", async () => {
    const fisher = await tokenFor(configured, DEMO.fisher.email, DEMO.fisher.password);
    const tempId = await draftOf(configured, fisher);
    const id = (await configured.knex("transactions").where({ temp_trans_id: tempId }).first()).id as number;
    const answer = await configured.inject({ method: "GET", url: `/api/payment/bank-details/${tempId}`, headers: { authorization: fisher } });
    expect(answer.json()).toEqual({
      success: true,
      statusCode: 200,
      data: { account_name: "NFA Licensing Fees", bank: "Harbour Bank", branch: "Old Harbour", account_type: "Savings", account_number: "123-456-789", payment_reference: `NFA-APP-${String(id).padStart(6, "0")}` },
    });
  });

  it("has demonstration values when nothing is configured", async () => {
    const fisher = await tokenFor(plain, DEMO.fisher.email, DEMO.fisher.password);
    const data = (await plain.inject({ method: "GET", url: `/api/payment/bank-details/${await draftOf(plain, fisher)}`, headers: { authorization: fisher } })).json().data;
    expect(data).toMatchObject({ account_name: "National Fisheries Authority", bank: "Caribbean Demonstration Bank", account_type: "Current" });
    expect(data.payment_reference).toMatch(/^NFA-APP-\d{6}$/);
  });

  it("answers 404 for someone else's application and for an unknown one", async () => {
    const fisher = await tokenFor(configured, DEMO.fisher.email, DEMO.fisher.password);
    const company = await tokenFor(configured, DEMO.company.email, DEMO.company.password);
    const tempId = await draftOf(configured, fisher);
    const foreign = await configured.inject({ method: "GET", url: `/api/payment/bank-details/${tempId}`, headers: { authorization: company } });
    expect([foreign.statusCode, foreign.json().success]).toEqual([404, false]);
    expect((await configured.inject({ method: "GET", url: "/api/payment/bank-details/not-an-application", headers: { authorization: fisher } })).statusCode).toBe(404);
  });
});
