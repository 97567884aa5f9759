import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";

/**
 * Issue 13 finding 1 (account takeover knowing only a Fisher ID) and its parts: no picker row
 * before a password is proven, the picker masked, the reset link only on the registered channel,
 * the development outbox closed (decision 0012).
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
  // The demo officer is also an agent of the company, so an email login opens the picker.
  const officer = await app.knex("users").where({ email: DEMO.officer.email }).first();
  const company = await app.knex("entities").where({ nfa_registration_number: "NFA-C-1001" }).first();
  await app.knex("entity_users").insert({ entity_id: company.id, user_id: officer.id, is_primary: false });
});
afterAll(async () => app.close());

const login = (payload: object) => app.inject({ method: "POST", url: "/api/users/login", payload });

describe("no account is shown before its password is proven", () => {
  it("a Fisher ID or TRN with a wrong password answers the one 401, no picker row, nothing about the account", async () => {
    for (const payload of [
      { login_with: "nfa_registration_number", user_name: "NFA-20931", password: "x" },
      { login_with: "taxation_registration_number", user_name: "987-654-321", password: "x" },
      { login_with: "nfa_registration_number", user_name: "NFA-99999", password: "x" },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, statusCode: 401, data: { msg: "The user name or password is not correct" } });
    }
  });

  it("a Fisher ID with its password signs in; the date of birth is never part of a login answer", async () => {
    const response = await login({ login_with: "nfa_registration_number", user_name: "NFA-20931", password: DEMO.fisher.password });
    expect(response.json().data).toMatchObject({ isMultiple: false, token: expect.stringMatching(/^ey/) });
    expect(response.body).not.toContain("1985-03-14");
  });

  it("the picker shows masked email and telephone and no birth or registration date", async () => {
    const response = await login({ login_with: "email", user_name: DEMO.officer.email, password: DEMO.officer.password });
    const data = response.json().data as { isMultiple: boolean; all_entities: Array<Record<string, unknown>> };
    expect(data.isMultiple).toBe(true);
    expect(data.all_entities.map((r) => [r.applicant_name, r.email, r.cell_phone])).toEqual([
      ["Blue Waters Fisheries Ltd", "o***@e***.com", expect.stringMatching(/^\*\*\*-\*\*\*-\d{4}$/)],
      ["Andre Walters", "o***@e***.com", expect.stringMatching(/^\*\*\*-\*\*\*-\d{4}$/)],
    ]);
    for (const row of data.all_entities) expect(Object.keys(row)).not.toContain("date_of_registration_or_birth");
    expect(response.body).not.toMatch(/officer@example\.com|\d{3}-\d{3}-\d{4}|\d{4}-\d{2}-\d{2}/);
  });
});

describe("a reset link goes only to the registered channel, and the outbox is closed", () => {
  it("a telephone reset with the right date of birth answers no link; the outbox needs staff", async () => {
    const reset = await app.inject({ method: "POST", url: "/api/users/password/reset", payload: { user_type: "Applicant", reset_method: "Telephone Number", telephone_number: "876-555-0142", date_of_birth_individual_or_date_of_registration: "1985-03-14" } });
    expect(reset.json()).toEqual({ success: true, statusCode: 200, data: { msg: "Password reset link has been sent to your telephone number" } });
    const anonymous = await app.inject({ method: "GET", url: "/api/dev/outbox?to=876-555-0142" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain("reset-password");
    const applicant = await app.inject({ method: "GET", url: "/api/dev/outbox?to=876-555-0142", headers: { authorization: await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password) } });
    expect(applicant.statusCode).toBe(403);
    const staff = await app.inject({ method: "GET", url: "/api/dev/outbox?to=876-555-0142", headers: { authorization: await tokenFor(app, DEMO.admin.email, DEMO.admin.password) } });
    // The text went to the telephone registered on the account, nowhere else.
    expect(staff.json().data.messages).toEqual([expect.objectContaining({ channel: "sms", recipient: "876-555-0142", body: expect.stringMatching(/\/reset-password\//) })]);
  });

  it("the development outbox does not exist unless DEV_OUTBOX=on", async () => {
    const plain = await buildApp({ DEV_OUTBOX: "" });
    const staff = await tokenFor(plain, DEMO.admin.email, DEMO.admin.password);
    const response = await plain.inject({ method: "GET", url: "/api/dev/outbox", headers: { authorization: staff } });
    expect(response.statusCode).toBe(404);
    await plain.close();
  });
});

describe("the registration lookup tells the public nothing", () => {
  it("answers the same 'not found' for a number on record and one that is not, unless staff ask", async () => {
    const ask = (payload: object, headers: Record<string, string> = {}) => app.inject({ method: "POST", url: "/api/users/lookup", payload, headers });
    const onRecord = await ask({ nfa_registration_number: "NFA-20931" });
    const unknown = await ask({ nfa_registration_number: "NFA-99999" });
    expect(onRecord.json()).toEqual({ success: false, statusCode: 404, data: { msg: "No record was found for these numbers" } });
    expect(unknown.json()).toEqual(onRecord.json());
    const applicant = await ask({ taxation_registration_number: "123-456-789" }, { authorization: await tokenFor(app, DEMO.company.email, DEMO.company.password) });
    expect(applicant.statusCode).toBe(404);
    const staff = await ask({ nfa_registration_number: "NFA-20931" }, { authorization: await tokenFor(app, DEMO.admin.email, DEMO.admin.password) });
    expect(staff.json().data).toMatchObject({ nameofApplicant: "Marcia", dateofBirth: "1985-03-14" });
  });
});
