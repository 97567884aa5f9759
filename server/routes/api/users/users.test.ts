import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { readOutbox } from "../../../testing/outbox.ts";

const SIGNATURE = "data:image/png;base64,iVBORw0KGgo=";
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

const post = (url: string, payload: unknown, token?: string) => app.inject({ method: "POST", url, payload: payload as object, headers: token ? { authorization: token } : {} });

describe("POST /api/users/register", () => {
  const person = { applicant_type: "Individual", email: "new.fisher@example.com", password: "Sea-Breeze-77", reenterpassword: "Sea-Breeze-77", signature: SIGNATURE, first_name_individual: "Leon", last_name_individual: "Reid", date_of_birth_individual: "1990-02-02", domicile: "Local" };

  it("registers an individual and lets them log in", async () => {
    const response = await post("/api/users/register", person);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.msg).toBe("Registered Successfully");
    const token = await tokenFor(app, "new.fisher@example.com", "Sea-Breeze-77");
    const entity = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data.entities[0];
    expect(entity).toMatchObject({ first_name_individual: "Leon", consent: { signature: SIGNATURE } });
    // The fixed confirmation message, nothing the registrant wrote in it (decision 0044).
    const mails = await readOutbox(app, "new.fisher@example.com");
    expect(mails).toEqual([expect.objectContaining({ subject: "Confirm your email address for the NFA licensing portal", body: expect.stringMatching(/\/confirm-contact\/[2-9A-Z]{5}-[2-9A-Z]{5}/) })]);
    expect(mails[0]?.body).not.toContain("Leon");
  });

  it("refuses a second account with the same email, mismatched passwords, and a missing signature", async () => {
    expect((await post("/api/users/register", { ...person, email: "FISHER@example.com" })).json()).toMatchObject({ statusCode: 409, data: { msg: "An account with this email already exists" } });
    expect((await post("/api/users/register", { ...person, email: "x@example.com", reenterpassword: "other" })).json().data.msg).toBe("Password and confirm password should be of same value");
    const unsigned = await post("/api/users/register", { ...person, email: "y@example.com", signature: undefined });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().data.msg).toBe("signature is required");
  });

  it("refuses a company without a name, and an individual without a date of birth", async () => {
    expect((await post("/api/users/register", { applicant_type: "Company", email: "c@example.com", password: "Sea-Breeze-77", reenterpassword: "Sea-Breeze-77", signature: SIGNATURE })).json().data.msg).toBe("Company name is required");
    expect((await post("/api/users/register", { ...person, email: "z@example.com", date_of_birth_individual: undefined })).json().data.msg).toBe("First name, last name and date of birth are required");
  });

  it("never lets a registration choose its own role", async () => {
    await post("/api/users/register", { ...person, email: "sneaky@example.com", role: "admin" });
    const token = await tokenFor(app, "sneaky@example.com", "Sea-Breeze-77");
    const profile = await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } });
    expect(profile.json().data.user.role).toBe("applicant");
  });
});

describe("POST /api/users/login", () => {
  it("logs in by email or telephone", async () => {
    const byEmail = await post("/api/users/login", { login_with: "email", user_name: DEMO.fisher.email, password: DEMO.fisher.password });
    expect(byEmail.json()).toMatchObject({ success: true, statusCode: 200, data: { msg: "Logged in successfully", isMultiple: false } });
    const byPhone = await post("/api/users/login", { login_with: "telephone_number", user_name: "876-555-0142", password: DEMO.fisher.password });
    expect(byPhone.json().data.token).toMatch(/^ey/);
  });

  it("signs in by TRN or Fisher ID with the password, and a picker row with its password", async () => {
    const byFisherId = await post("/api/users/login", { login_with: "nfa_registration_number", user_name: "NFA-20931", password: DEMO.fisher.password });
    expect(byFisherId.json().data).toMatchObject({ isMultiple: false, token: expect.stringMatching(/^ey/) });
    const entity = await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first();
    const user = await app.knex("users").where({ email: DEMO.fisher.email }).first();
    const chosen = await post("/api/users/login", { entity_id: entity.id, user_id: user.id, password: DEMO.fisher.password });
    expect(chosen.json().data.token).toMatch(/^ey/);
    const wrong = await post("/api/users/login", { entity_id: entity.id, user_id: user.id, password: "nope" });
    expect(wrong.statusCode).toBe(401);
  });

  it("answers 401 with the message in data.msg for a wrong password or an unknown user", async () => {
    for (const payload of [{ login_with: "email", user_name: DEMO.fisher.email, password: "wrong" }, { login_with: "email", user_name: "nobody@example.com", password: "x" }]) {
      const response = await post("/api/users/login", payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, statusCode: 401, data: { msg: "The user name or password is not correct" } });
    }
  });

  it("slows failed logins from one address, with a clear 429", async () => {
    const limited = await buildApp({ LOGIN_FAILURES_PER_ADDRESS: "3" });
    const attempt = (i: number) => limited.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: `nobody${i}@example.com`, password: "guess" } });
    for (let i = 0; i < 3; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(3)).statusCode).toBe(401);
    const blocked = await attempt(4);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().data.msg).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    await limited.close();
  });

  it("answers 400 for a body without a password", async () => {
    const response = await post("/api/users/login", { login_with: "email", user_name: DEMO.fisher.email });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.msg).toBe("password is required");
  });
});

describe("GET /api/users/profile", () => {
  it("gives the user and the current entity first", async () => {
    const token = await tokenFor(app, DEMO.company.email, DEMO.company.password);
    const response = await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entities[0]).toMatchObject({ applicant_type: "Company", company_name: "Blue Waters Fisheries Ltd", nfa_registration_number: "NFA-C-1001" });
  });

  it("answers 401 in the spec's shape without a token or with a bad one", async () => {
    for (const headers of [{}, { authorization: "not-a-token" }]) {
      const response = await app.inject({ method: "GET", url: "/api/users/profile", headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, statusCode: 401, data: { msg: "Your session has expired or you are not logged in. Please log in again." } });
    }
  });
});
