import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./testing/buildApp.ts";

/**
 * The per-route limits count in the database (issue 28, decision 0050): two instances on one
 * database count a visitor once between them, and a restart does not give the visitor a new
 * allowance. Two apps on one SQLite file here; `npm run test:pg` runs the same on one PostgreSQL
 * schema.
 */
const LIMIT = 3;
const dir = mkdtempSync(join(tmpdir(), "nfa-limits-"));
const shared: Record<string, string> = process.env.TEST_DATABASE_URL ? { DATABASE_SCHEMA: `limits_${process.pid}_${Date.now()}` } : { SQLITE_FILE: join(dir, "portal.sqlite") };
const started: FastifyInstance[] = [];
const start = async () => {
  const app = await buildApp({ ...shared, VERIFICATIONS_PER_MINUTE: String(LIMIT) });
  started.push(app);
  return app;
};
afterAll(async () => {
  await Promise.all(started.map((app) => app.close()));
  rmSync(dir, { recursive: true, force: true });
});

const ask = (app: FastifyInstance, address = "203.0.113.7") => app.inject({ method: "GET", url: "/api/verify/22222-22222", remoteAddress: address });

describe("limits shared by every instance on the database", () => {
  it("a visitor's checks on two instances count together, and a restarted instance remembers them", async () => {
    const first = await start();
    const second = await start();
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
