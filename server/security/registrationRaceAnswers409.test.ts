import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../testing/buildApp.ts";

/**
 * Issue 25 finding 4: registrations of one email sent at once answered 500, 200, 500: each read
 * that the email was free before any of them inserted it, and the losers' inserts broke the
 * unique index. The index now decides, and a refusal is the spec's 409 'An account with this
 * email already exists', racing or not (decision 0044).
 */
const SIGNATURE = "data:image/png;base64,iVBORw0KGgo=";
const TAKEN = { success: false, statusCode: 409, data: { msg: "An account with this email already exists" } };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

const register = (email: string, i: number) =>
  app.inject({ method: "POST", url: "/api/users/register", payload: { applicant_type: "Individual", email, password: `Race#Secret-${i}-2026`, reenterpassword: `Race#Secret-${i}-2026`, signature: SIGNATURE, first_name_individual: "Racer", last_name_individual: `Number ${i}`, date_of_birth_individual: "1990-02-02", domicile: "Local" } });

describe("one email registered by several requests at once", () => {
  it("answers one 200 and 409 for every other, in the spec's envelope, and keeps one account", async () => {
    const answers = await Promise.all([0, 1, 2, 3].map((i) => register("racer@example.com", i)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json()).toEqual(TAKEN);
    const [accounts] = await app.knex("users").whereRaw("lower(email) = ?", ["racer@example.com"]).count<{ n: number | string }[]>({ n: "*" });
    expect(Number(accounts?.n)).toBe(1);
    // Nothing half-made by a loser: one entity for the one account.
    expect((await app.knex("entities").where("details", "like", '%"first_name_individual":"Racer"%')).length).toBe(1);
  });

  it("answers 409 for an email taken long before, in any case", async () => {
    expect((await register(DEMO.fisher.email.toUpperCase(), 9)).json()).toEqual(TAKEN);
  });

  it("answers one 200 and one 409 for two agents with one email added at once", async () => {
    const fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const entity = await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first();
    const add = (name: string) => app.inject({ method: "POST", url: `/api/users/add/entity/${entity.id}`, headers: { authorization: fisher }, payload: { name_of_applicant: name, email: "twin.agent@example.com", password: "Twin#Agent-2026" } });
    const answers = await Promise.all([add("First Twin"), add("Second Twin")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual(TAKEN);
  });
});
