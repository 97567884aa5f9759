import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../testing/buildApp.ts";
import { payingType } from "../testing/scenarioAnswers.ts";
import { buildContext } from "../../engine/buildContext.ts";
import { evaluateApplication } from "../../engine/evaluateApplication.ts";
import { navigate } from "../../engine/navigation/navigate.ts";
import { defaultSeasons } from "../../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../../engine/node/loadScenarios.ts";
import { bindProfile } from "../../engine/profile/bindProfile.ts";
import { ANSWERS_TOO_LARGE, answersJson, boundAnswers } from "./boundAnswers.ts";

/**
 * The answers stored for an application are the fields its definition knows, within a size limit
 * (issue 13 finding 6: a 25 MiB unknown field was stored in a draft; docs/decisions/0015). The
 * type is the first paying one whose complete scenario answers the applicant's address.
 */
let app: FastifyInstance;
let token: string;
const type = payingType({ where: (s) => "address" in s.answers });
const save = (tempId: string, body: object, launchCase = false) =>
  app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${type}`, payload: { ...body, temp_trans_id: tempId, app_type: type, launchCase }, headers: { authorization: token } });
const stored = async (tempId: string) => JSON.parse((await app.knex("transactions").where({ temp_trans_id: tempId }).first()).answers) as Record<string, unknown>;
const temp = async () => (await app.inject({ method: "POST", url: "/api/transactions/temp", payload: { app_type: type }, headers: { authorization: token } })).json().data.temp_trans_id as string;

beforeAll(async () => {
  app = await buildApp();
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => app.close());

describe("the answers kept for an application", () => {
  it("are only the fields its definition knows: a draft never stores unknown keys", async () => {
    const tempId = await temp();
    const response = await save(tempId, { address: "12 Harbour Street", junk: "x".repeat(1024 * 1024), __proto_field: { a: 1 } });
    expect(response.statusCode).toBe(200);
    expect(await stored(tempId)).toEqual({ address: "12 Harbour Street" });
  });

  it("drop unknown keys on a refused submit too", async () => {
    const tempId = await temp();
    const response = await save(tempId, { address: "12 Harbour Street", junk: "x".repeat(1000) }, true);
    expect(response.statusCode).toBe(422);
    const kept = await stored(tempId);
    expect(kept.address).toBe("12 Harbour Street");
    expect(kept).not.toHaveProperty("junk");
  });

  it("are refused with 413 and a clear message above the size limit, leaving the draft as it was", async () => {
    const tempId = await temp();
    await save(tempId, { address: "12 Harbour Street" });
    const response = await save(tempId, { address: "x".repeat(11 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, statusCode: 413, data: { msg: ANSWERS_TOO_LARGE } });
    expect(await stored(tempId)).toEqual({ address: "12 Harbour Street" });
  });

  it("are bounded the same when a payment is started with them", async () => {
    const tempId = await temp();
    await app.inject({ method: "POST", url: `/api/payment/init/${tempId}`, payload: { payment_method: "Cash at NFA Office", address: "12 Harbour Street", junk: "x".repeat(1024 * 1024) }, headers: { authorization: token } });
    const kept = await stored(tempId);
    expect(kept.address).toBe("12 Harbour Street");
    expect(kept).not.toHaveProperty("junk");
  });
});

/** Freezes a value and everything in it: changing it then throws. */
const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === "object") {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

describe("the JSON of the kept answers, made once (docs/decisions/0025)", () => {
  it("is what is stored, because nothing the server judges them with changes them: every scenario of every type on frozen answers", () => {
    let judged = 0;
    for (const compiled of app.definitions.all()) {
      for (const { scenario } of loadScenarios(compiled.definition.id)) {
        const kept = deepFreeze(boundAnswers(compiled, structuredClone(scenario.answers)));
        const context = buildContext({ today: scenario.today ?? app.definitions.today(), defaults: defaultSeasons(), profile: scenario.profile ?? {} });
        navigate(compiled, kept, context);
        evaluateApplication(compiled, kept, context);
        bindProfile(compiled, kept, scenario.profile ?? {});
        expect(answersJson(kept)).toBe(JSON.stringify(kept));
        judged += 1;
      }
    }
    expect(judged).toBeGreaterThan(100);
  });
});
