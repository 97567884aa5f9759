import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../testing/buildApp.ts";
import { endSessions } from "../../services/endSessions.ts";
import { SESSION_EXPIRED } from "./jwt.ts";

/**
 * The verified tokens kept in memory (docs/decisions/0025) change no answer: a token verified
 * before still expires on time, a token altered by one character is still refused, and what the
 * user's row says (session version, role) is still read for every request.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const profile = (authorization: string) => app.inject({ method: "GET", url: "/api/users/profile?userInfoOnly=yes", headers: { authorization } });
const expectRefused = async (authorization: string) => {
  const answer = await profile(authorization);
  expect(answer.statusCode).toBe(401);
  expect(answer.json()).toEqual({ success: false, statusCode: 401, data: { msg: SESSION_EXPIRED } });
};

describe("verified tokens kept in memory", () => {
  it("a token verified before is refused once it has expired", async () => {
    const token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
    const { exp } = JSON.parse(Buffer.from(token.split(".")[1] as string, "base64url").toString()) as { exp: number };
    vi.useFakeTimers({ toFake: ["Date"], now: exp * 1000 + 1000 });
    await expectRefused(token);
    await expectRefused(`Bearer ${token}`);
  });

  it("a token verified before and then altered in its signature or its claims is refused", async () => {
    const token = await tokenFor(app, DEMO.company.email, DEMO.company.password);
    expect((await profile(token)).statusCode).toBe(200);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === "A" ? "B" : "A"}${text.at(-1)}`;
    await expectRefused(`${header}.${payload}.${flip(signature)}`);
    await expectRefused(`${header}.${flip(payload)}.${signature}`);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it("a token verified before is refused once its sessions are ended, though its signature still holds", async () => {
    const token = await tokenFor(app, DEMO.officer.email, DEMO.officer.password);
    const answer = await profile(token);
    expect(answer.statusCode).toBe(200);
    await endSessions(app.knex, answer.json().data.user.id as number);
    await expectRefused(token);
  });

  it("a token far longer than the portal's is refused, however often it is sent", async () => {
    const token = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
    const long = `${token}${"A".repeat(4000)}`;
    for (let i = 0; i < 3; i++) await expectRefused(long);
    expect((await profile(token)).statusCode).toBe(200);
  });
});
