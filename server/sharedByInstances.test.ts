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
  const limit = String(LIMIT);
  const app = await buildApp({ ...shared, VERIFICATIONS_PER_MINUTE: limit, REGISTER_SEARCHES_PER_MINUTE: limit, REGISTRATIONS_PER_HOUR: limit, LOGIN_ATTEMPTS_PER_MINUTE: limit, SUBMISSION_PDFS_PER_MINUTE: limit });
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

  it("every route's own limit counts a visitor once across the instances", async () => {
    const [first, second] = await twoInstances();
    const token = await tokenFor(first, DEMO.company.email, DEMO.company.password);
    // The list is the routes' own (registered with a limit), so a new limited route is tried here without a word.
    expect(first.routeLimits.length).toBeGreaterThan(0);
    for (const [i, limit] of first.routeLimits.entries()) {
      expect(limit.max, `${limit.method} ${limit.url}`).toBe(LIMIT);
      // Path parameters filled with a value every route accepts (a limit counted after identify needs a request that gets that far).
      const url = limit.url.replace(/:\w+/g, "1");
      const send = (app: FastifyInstance) => app.inject({ method: limit.method as "GET", url, headers: { authorization: token }, remoteAddress: `198.51.100.${i + 1}`, ...(limit.method === "GET" ? {} : { payload: {} }) });
      const statuses: number[] = [];
      for (let n = 0; n <= LIMIT; n++) statuses.push((await send(n % 2 ? second : first)).statusCode);
      const refused = await send(second);
      expect({ route: `${limit.method} ${limit.url}`, statuses }).toEqual({ route: `${limit.method} ${limit.url}`, statuses: [...statuses.slice(0, LIMIT).map((s) => (s === 429 ? "not 429" : s)), 429] });
      expect(refused.json()).toEqual({ success: false, statusCode: 429, data: { msg: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/) } });
    }
  });

  // On SQLite the portal is one process (several instances need PostgreSQL): `npm run test:pg` runs this.
  it.runIf(process.env.TEST_DATABASE_URL)("a closed season staff change on one instance is served by the other at once, and after its listening connection was lost", async () => {
    const [first, second] = await twoInstances();
    const admin = await tokenFor(first, DEMO.admin.email, DEMO.admin.password);
    type Season = { id: number; start_date: string; end_date: string };
    const seasons = async (app: FastifyInstance) => (await app.inject({ method: "GET", url: "/api/constants/species-seasons" })).json<{ data: Season[] }>().data;
    const [season] = await seasons(second);
    if (!season) throw new Error("no closed season is stored");
    // Both copies warm (the other instance's read kept for SEASONS_KEPT_MS), then the edit on the first.
    await seasons(first);
    const edited = { start_date: season.start_date === "01-02" ? "01-03" : "01-02", end_date: season.end_date };
    expect((await first.inject({ method: "PUT", url: `/api/admin/species-seasons/${season.id}`, headers: { authorization: admin }, payload: edited })).statusCode).toBe(200);
    const served = async (app: FastifyInstance, start: string) => {
      for (let tries = 0; tries < 50; tries++) {
        if ((await seasons(app)).find((s) => s.id === season.id)?.start_date === start) return true;
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    };
    expect(await served(second, edited.start_date)).toBe(true);

    // The listening connections cut (as a database restart or a network blip would), and a change
    // made meanwhile by an operator's SQL, which nobody announces: the reconnection reads again.
    const schema = shared.DATABASE_SCHEMA!;
    await first.knex.raw("select pg_terminate_backend(pid) from pg_stat_activity where application_name = ?", [`nfa-announcements ${schema}`.slice(0, 63)]);
    await first.knex("species_seasons").where({ id: season.id }).update({ start_date: season.start_date });
    expect(await served(second, season.start_date)).toBe(true);
    expect(await served(first, season.start_date)).toBe(true);
  });

  it("a studio preview checked on one instance is served, with its validators, by the other", async () => {
    const [first, second] = await twoInstances();
    const staff = { authorization: await tokenFor(first, DEMO.admin.email, DEMO.admin.password) };
    const [type] = (await first.inject({ method: "GET", url: "/api/studio/types", headers: staff })).json<{ data: { types: Array<{ id: string }> } }>().data.types;
    const { source } = (await first.inject({ method: "GET", url: `/api/studio/types/${type?.id}`, headers: staff })).json<{ data: { source: string } }>().data;
    const checked = (await first.inject({ method: "POST", url: `/api/studio/types/${type?.id}/check`, headers: staff, payload: { source } })).json<{ data: { hash: string; preview: { id: string } | null } }>().data;
    expect(checked.preview?.id).toMatch(/^[0-9a-f]{32}$/);
    const served = await second.inject({ method: "GET", url: `/api/studio/previews/${checked.preview?.id}`, headers: staff });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ success: true, data: { hash: checked.hash, definition: { id: type?.id } } });
    const module = await second.inject({ method: "GET", url: `/api/studio/previews/${checked.preview?.id}/validators.js` });
    expect(module.statusCode).toBe(200);
    expect(module.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(module.body).toMatch(/\bexport\b/);
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
