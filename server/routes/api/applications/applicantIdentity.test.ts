import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_MISMATCH } from "../../../../engine/profile/bindProfile.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { readyToSubmit } from "../../../testing/readyToSubmit.ts";
import { payingScenario } from "../../../testing/scenarioAnswers.ts";

/**
 * The applicant of an application is the account's (issue 13 finding 6: a licence was issued to
 * "Somebody Else, born 1950"): the verified fields (names, date of birth, NFA number, TRN) are the
 * profile's on submit, and an answer that differs is refused (docs/decisions/0015). The type and
 * its answers are the first paying scenario of the demo fisher whose type verifies these fields.
 */
let app: FastifyInstance;
let token: string;
const VERIFIED = ["first_name_individual", "last_name_individual", "date_of_birth_individual", "nfa_registration_number", "taxation_registration_number"];
const scenario = payingScenario({ where: (s) => VERIFIED.every((f) => s.verifiedFields.includes(f)) });
const appType = scenario.appType;
const fees = scenario.fees;
const answers: Record<string, unknown> = { ...scenario.answers, payment_details: { ...(scenario.answers.payment_details as object), payment_method: "Credit/Debit Card", amount_due: fees } };
const call = (method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: token } });
const save = (tempId: string, body: Record<string, unknown>, launchCase: boolean) => call("POST", `/api/applications/save-application?app_type=${appType}`, { ...body, temp_trans_id: tempId, app_type: appType, launchCase });

/** An application ready to submit but for the applicant block: documents up, fees paid. */
const readyApplication = () => readyToSubmit(app, token, appType, answers, { amountDue: fees });

beforeAll(async () => {
  app = await buildApp();
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => app.close());

describe("the applicant of an application", () => {
  it("cannot be somebody else: names and date of birth that differ from the profile are refused at their pointers", async () => {
    const tempId = await readyApplication();
    const refused = await save(tempId, { ...answers, first_name_individual: "Somebody", last_name_individual: "Else", date_of_birth_individual: "1950-01-01", nfa_registration_number: "NFA-99999" }, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.msg).toBe(PROFILE_MISMATCH);
    expect(refused.json().data.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(["/date_of_birth_individual", "/first_name_individual", "/last_name_individual", "/nfa_registration_number"]);
    expect(refused.json().data.errors.find((e: { pointer: string }) => e.pointer === "/first_name_individual").message).toContain("Marcia");
    const row = await app.knex("transactions").where({ temp_trans_id: tempId }).first();
    expect(row.trans_number).toBeNull();
    // Refused, not lost: the draft keeps what was sent, to be corrected.
    expect(JSON.parse(row.answers)).toMatchObject({ first_name_individual: "Somebody", date_of_birth_individual: "1950-01-01" });
  });

  it("is the profile's on submit: verified fields left out are filled in from the account", async () => {
    const tempId = await readyApplication();
    const { first_name_individual: _f, last_name_individual: _l, date_of_birth_individual: _d, ...rest } = answers;
    const submitted = await save(tempId, { ...rest, first_name_individual: " marcia " }, true);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const stored = JSON.parse((await app.knex("transactions").where({ temp_trans_id: tempId }).first()).answers) as Record<string, unknown>;
    expect(stored).toMatchObject({ first_name_individual: "Marcia", last_name_individual: "Campbell", date_of_birth_individual: "1985-03-14", nfa_registration_number: "NFA-20931", taxation_registration_number: "123-456-789" });
  });

  it("of an officer applying for an entity is that entity's, not the officer's", async () => {
    // The token the switch to the fisher's entity gives (server/routes/api/users/officers.ts), made directly so this test does not depend on how an officer is appointed.
    const officer = await app.knex("users").where({ email: DEMO.officer.email }).first();
    const fisherEntity = await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first();
    const ownToken = token;
    token = app.signToken({ userId: Number(officer.id), entityId: Number(fisherEntity.id), role: String(officer.role), sessionVersion: Number(officer.session_version ?? 0) });
    try {
      const tempId = await readyApplication();
      const asOfficer = await save(tempId, { ...answers, first_name_individual: "Andre", last_name_individual: "Walters", date_of_birth_individual: "1979-09-02" }, true);
      expect(asOfficer.statusCode).toBe(422);
      const submitted = await save(tempId, answers, true);
      expect(submitted.statusCode, submitted.body).toBe(200);
      const stored = JSON.parse((await app.knex("transactions").where({ temp_trans_id: tempId }).first()).answers) as Record<string, unknown>;
      expect(stored).toMatchObject({ first_name_individual: "Marcia", last_name_individual: "Campbell", nfa_registration_number: "NFA-20931" });
    } finally {
      token = ownToken;
    }
  });
});
