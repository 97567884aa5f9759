import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { yearsBeforeDay } from "../../../../engine/accounts/registrationRules.ts";
import { formatDate } from "../../../../engine/dates/formatDate.ts";
import { buildApp } from "../../../testing/buildApp.ts";

/**
 * Issue 13 finding 6: the registration API accepted a 10-year-old and an officer role without the
 * officer's name and email, which the browser form refuses; and registration had no throttle
 * (a 409 on a taken email tells which addresses have accounts).
 */
const SIGNATURE = "data:image/png;base64,iVBORw0KGgo=";
const TODAY = "2026-11-22";
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: TODAY });
});
afterAll(async () => app.close());

const person = (email: string, extra: object = {}) => ({ applicant_type: "Individual", email, password: "Sea-Breeze-77", reenterpassword: "Sea-Breeze-77", signature: SIGNATURE, first_name_individual: "Leon", last_name_individual: "Reid", date_of_birth_individual: "1990-02-02", ...extra });
const register = (payload: object, target = app) => target.inject({ method: "POST", url: "/api/users/register", payload });

describe("the server enforces the registration form's rules, with its texts", () => {
  it("refuses an applicant younger than 16 with the form's message", async () => {
    const response = await register(person("ten@example.com", { date_of_birth_individual: yearsBeforeDay(TODAY, 10) }));
    const max = yearsBeforeDay(TODAY, 16);
    expect(response.json()).toEqual({ success: false, statusCode: 400, data: { msg: `Date must be on or before ${formatDate(max)}`, errors: [{ pointer: "/date_of_birth_individual", message: `Date must be on or before ${formatDate(max)}` }] } });
    expect(await app.knex("users").where({ email: "ten@example.com" }).first()).toBeUndefined();
    expect((await register(person("sixteen@example.com", { date_of_birth_individual: max }))).statusCode).toBe(200);
  });

  it("refuses an officer role without the officer's name and email", async () => {
    const response = await register(person("officer.new@example.com", { supporting_officer_role: "Field Officer" }));
    expect(response.json()).toEqual({
      success: false,
      statusCode: 400,
      data: { msg: "This field is required", errors: [{ pointer: "/supporting_officer_name", message: "This field is required" }, { pointer: "/supporting_officer_email", message: "This field is required" }] },
    });
    const badEmail = await register(person("officer.new@example.com", { supporting_officer_role: "Cashier", supporting_officer_name: "Ann Lee", supporting_officer_email: "ann@" }));
    expect(badEmail.json().data.errors).toEqual([{ pointer: "/supporting_officer_email", message: "Email not valid" }]);
    expect((await register(person("plain@example.com", { supporting_officer_role: "Not Applicable" }))).statusCode).toBe(200);
  });
});

describe("registration and its lookup are limited per address", () => {
  it("answers 429 past REGISTRATIONS_PER_HOUR from one address, for registering and for looking up", async () => {
    const limited = await buildApp({ REGISTRATIONS_PER_HOUR: "2" });
    expect((await register(person("taken1@example.com"), limited)).statusCode).toBe(200);
    expect((await register(person("taken1@example.com"), limited)).statusCode).toBe(409);
    const third = await register(person("taken1@example.com"), limited);
    expect(third.statusCode).toBe(429);
    expect(third.json().data.msg).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    const lookup = () => limited.inject({ method: "POST", url: "/api/users/lookup", payload: { nfa_registration_number: "NFA-20931" } });
    expect([(await lookup()).statusCode, (await lookup()).statusCode, (await lookup()).statusCode]).toEqual([404, 404, 429]);
    await limited.close();
  });
});
