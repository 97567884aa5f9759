import { createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";

/** Sessions end when they should (issue 13 finding 6): a reset, a password change, a role change; one signing algorithm. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

const profile = (token: string) => app.inject({ method: "GET", url: "/api/users/profile?userInfoOnly=yes", headers: { authorization: token } });
const resetLinkFor = async (to: string) => {
  await app.afterAnswersSettled();
  const [mail] = await app.knex("mail_outbox").where({ recipient: to }).orderBy("id", "desc").limit(1);
  return /\/reset-password\/([\w-]+)/.exec(String(mail?.body ?? ""))?.[1] as string;
};
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("sessions", () => {
  it("a password reset ends every session signed before it", async () => {
    const before = await tokenFor(app, DEMO.company.email, DEMO.company.password);
    expect((await profile(before)).statusCode).toBe(200);
    await app.inject({ method: "POST", url: "/api/users/password/reset", payload: { user_type: "Applicant", reset_method: "Email", email: DEMO.company.email } });
    const uid = await resetLinkFor(DEMO.company.email);
    expect((await app.inject({ method: "POST", url: "/api/users/password/submit", payload: { uid, password: "Harbour-Lights-2027", reenterpassword: "Harbour-Lights-2027" } })).statusCode).toBe(200);
    const stale = await profile(before);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().data.msg).toBe("Your session has expired or you are not logged in. Please log in again.");
    expect((await profile(await tokenFor(app, DEMO.company.email, "Harbour-Lights-2027"))).statusCode).toBe(200);
  });

  it("a reset link used twice at once sets the password once", async () => {
    await app.inject({ method: "POST", url: "/api/users/password/reset", payload: { user_type: "Applicant", reset_method: "Email", email: DEMO.officer.email } });
    const uid = await resetLinkFor(DEMO.officer.email);
    const answers = await Promise.all(["Racing-One-2027", "Racing-Two-2027"].map((password) => app.inject({ method: "POST", url: "/api/users/password/submit", payload: { uid, password } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it("changing one's own password ends the other sessions and hands this one a fresh token", async () => {
    const elsewhere = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const here = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    const userId = (await profile(here)).json().data.user.id as number;
    const changed = await app.inject({ method: "POST", url: `/api/users/${userId}`, headers: { authorization: here }, payload: { password: "Reef-Walk-2027", current_password: DEMO.fisher.password } });
    expect(changed.statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    expect((await profile(here)).statusCode).toBe(401);
    expect((await profile(changed.json().data.token as string)).statusCode).toBe(200);
  });

  it("a role taken away stops working at the next request, whatever the token says", async () => {
    const token = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
    expect((await app.inject({ method: "GET", url: "/api/admin/users?email=example", headers: { authorization: token } })).statusCode).toBe(200);
    await app.knex("users").where({ email: DEMO.admin.email }).update({ role: "applicant" });
    try {
      expect((await app.inject({ method: "GET", url: "/api/admin/users?email=example", headers: { authorization: token } })).statusCode).toBe(403);
    } finally {
      await app.knex("users").where({ email: DEMO.admin.email }).update({ role: "admin" });
    }
  });

  it("a token signed with another algorithm than HS256 is refused, even with the right secret", async () => {
    const user = await app.knex("users").where({ email: DEMO.admin.email }).first("id", "session_version");
    const header = base64url({ alg: "HS512", typ: "JWT" });
    const payload = base64url({ sub: user.id, entity_id: null, role: "admin", sv: Number(user.session_version), iat: Math.floor(Date.now() / 1000) });
    const signature = createHmac("sha512", "test-secret-not-for-production").update(`${header}.${payload}`).digest("base64url");
    expect((await profile(`${header}.${payload}.${signature}`)).statusCode).toBe(401);
    const none = `${base64url({ alg: "none", typ: "JWT" })}.${payload}.`;
    expect((await profile(none)).statusCode).toBe(401);
  });
});
