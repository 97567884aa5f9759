import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from "../services/confirmCurrentPassword.ts";
import { buildApp, DEMO, tokenFor } from "../testing/buildApp.ts";

/**
 * Issue 25 finding 3: a login token alone changed the password, so a token seen once (a shared
 * computer, a log) became a permanent takeover that also ended the owner's sessions. A new
 * password now needs the current one; wrong guesses are slowed like logins.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

const profile = (token: string) => app.inject({ method: "GET", url: "/api/users/profile?userInfoOnly=yes", headers: { authorization: token } });
const change = (token: string, userId: number, payload: Record<string, unknown>) => app.inject({ method: "POST", url: `/api/users/${userId}`, headers: { authorization: token }, payload });

describe("a token alone does not take the account", () => {
  it("refuses a new password without the current one, or with a wrong one, and the owner's session and password go on working", async () => {
    const stolen = await tokenFor(app, DEMO.company.email, DEMO.company.password);
    const owners = await tokenFor(app, DEMO.company.email, DEMO.company.password);
    const userId = (await profile(stolen)).json().data.user.id as number;

    const bare = await change(stolen, userId, { password: "Thief-Owns-It-1" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ success: false, statusCode: 400, data: { msg: CURRENT_PASSWORD_REQUIRED, errors: [{ pointer: "/current_password", message: CURRENT_PASSWORD_REQUIRED }] } });
    const guessed = await change(stolen, userId, { password: "Thief-Owns-It-1", current_password: "not-the-password" });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().data.msg).toBe(CURRENT_PASSWORD_WRONG);

    expect((await profile(owners)).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: DEMO.company.email, password: "Thief-Owns-It-1" } })).statusCode).toBe(401);
    expect((await tokenFor(app, DEMO.company.email, DEMO.company.password)).length).toBeGreaterThan(0);
  });

  it("a name change needs no password: only what takes the account asks for it", async () => {
    const token = await tokenFor(app, DEMO.company.email, DEMO.company.password);
    const userId = (await profile(token)).json().data.user.id as number;
    expect((await change(token, userId, { name_of_applicant: "Harbour Lights Ltd" })).json().data.msg).toBe("User updated successfully");
  });

  it("slows a token used to guess the current password, as a login is slowed", async () => {
    const token = await tokenFor(app, DEMO.officer.email, DEMO.officer.password);
    const userId = (await profile(token)).json().data.user.id as number;
    const answers: number[] = [];
    for (let i = 0; i < 8; i += 1) answers.push((await change(token, userId, { password: "Thief-Owns-It-1", current_password: `guess-${i}` })).statusCode);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers).toContain(429);
  });

  it("with the current password, the change goes through, ends other sessions and hands this one a fresh token", async () => {
    const other = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const here = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const userId = (await profile(here)).json().data.user.id as number;
    const changed = await change(here, userId, { password: "Reef-Walk-2028", current_password: DEMO.fisher.password });
    expect(changed.statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(changed.json().data.token as string)).statusCode).toBe(200);
  });
});
