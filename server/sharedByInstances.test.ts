import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { SESSION_EXPIRED } from "./plugins/external/jwt.ts";
import { buildApp, DEMO, tokenFor } from "./testing/buildApp.ts";

/**
 * What every instance on one database shares (issue 28, decisions 0050 and 0052): the per-route
 * limits count a visitor once between instances and a restart does not give the visitor a new
 * allowance; a session logged out on one instance is refused by the others. Two apps on one SQLite
 * file here; `npm run test:pg` runs the same on one PostgreSQL schema. The two apps are started
 * once for all the tests (each start on a fresh PostgreSQL schema costs seconds of migrations).
 */
const LIMIT = 3;
const dir = mkdtempSync(join(tmpdir(), "nfa-shared-"));
const shared: Record<string, string> = process.env.TEST_DATABASE_URL ? { DATABASE_SCHEMA: `shared_${process.pid}_${Date.now()}` } : { SQLITE_FILE: join(dir, "portal.sqlite") };
const started: FastifyInstance[] = [];
const start = async () => {
  const app = await buildApp({ ...shared, VERIFICATIONS_PER_MINUTE: String(LIMIT) });
  started.push(app);
  return app;
};
let pair: Promise<[FastifyInstance, FastifyInstance]> | null = null;
/** The two instances, started one after the other the first time they are asked for. */
const twoInstances = () => (pair ??= start().then(async (first) => [first, await start()]));
afterAll(async () => {
  await Promise.all(started.map((app) => app.close()));
  rmSync(dir, { recursive: true, force: true });
});

const ask = (app: FastifyInstance, address = "203.0.113.7") => app.inject({ method: "GET", url: "/api/verify/22222-22222", remoteAddress: address });
const profile = (app: FastifyInstance, token: string) => app.inject({ method: "GET", url: "/api/users/profile?userInfoOnly=yes", headers: { authorization: token } });
const logout = (app: FastifyInstance, token?: string) => app.inject({ method: "POST", url: "/api/users/logout", headers: token ? { authorization: token } : {} });

describe("what every instance on the database shares", () => {
  it("a token logged out on one instance is refused by another, and the user's other sessions go on", async () => {
    const [first, second] = await twoInstances();
    const ended = await tokenFor(first, DEMO.fisher.email, DEMO.fisher.password);
    const other = await tokenFor(second, DEMO.fisher.email, DEMO.fisher.password);
    expect((await profile(second, ended)).statusCode).toBe(200);
    const answer = await logout(first, ended);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, data: { msg: "Logged out successfully" } });
    for (const app of [first, second]) {
      const refused = await profile(app, ended);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ success: false, statusCode: 401, data: { msg: SESSION_EXPIRED } });
      expect((await profile(app, other)).statusCode).toBe(200);
    }
    // Logging out again, or with no token at all, answers the same (the client logs out locally regardless).
    expect((await logout(second, ended)).statusCode).toBe(200);
    expect((await logout(second)).statusCode).toBe(200);
  });

  it("a visitor's checks on two instances count together, and a restarted instance remembers them", async () => {
    const [first, second] = await twoInstances();
    for (let i = 0; i < LIMIT; i++) expect((await ask(i % 2 ? second : first)).statusCode).toBe(404);
    expect((await ask(first)).statusCode).toBe(429);
    expect((await ask(second)).statusCode).toBe(429);
    expect((await ask(second, "203.0.113.8")).statusCode).toBe(404);
    await first.close();
    started.splice(started.indexOf(first), 1);
    const restarted = await start();
    expect((await ask(restarted)).statusCode).toBe(429);
  });
});
