import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import knex from "knex";
import { describe, expect, it } from "vitest";
import { migrationSource } from "../migrations/index.ts";
import { loadConfig, ROOT } from "./config.ts";
import { createKnex } from "./services/createKnex.ts";
import { prepareDatabase } from "./services/prepareDatabase.ts";
import { buildApp } from "./testing/buildApp.ts";

/** Starts that race (issue 28): PostgreSQL only, where several instances share one database. */
const url = process.env.TEST_DATABASE_URL;
/** The demo accounts the fixtures register, counted from their file. */
const demoAccounts = (JSON.parse(readFileSync(join(ROOT, "fixtures", "demo", "accounts.json"), "utf8")) as { accounts: unknown[] }).accounts.length;
/** How many simultaneous pairs of starts (the "thirty simultaneous starts of two instances"). */
const ROUNDS = Number(process.env.START_RACE_ROUNDS ?? 30);

/** A connection to one schema, for looking at what the starts left there. */
const inspect = (schema: string) => knex({ client: "pg", connection: url as string, searchPath: [schema], pool: { min: 0, max: 1 } });

/** Two whole apps started at once on one schema, then closed. */
async function startTogether(schema: string): Promise<PromiseSettledResult<FastifyInstance>[]> {
  const started = await Promise.allSettled([buildApp({ DATABASE_SCHEMA: schema }), buildApp({ DATABASE_SCHEMA: schema })]);
  await Promise.all(started.map((s) => (s.status === "fulfilled" ? s.value.close() : undefined)));
  return started;
}

/**
 * Two starts' database work at once on one schema, each with its own knex and connections as two
 * instances have: exactly what the db plugin runs at start (prepareDatabase), without compiling
 * the definitions thirty times over.
 */
async function prepareTogether(schema: string): Promise<PromiseSettledResult<void>[]> {
  const config = loadConfig({ DATABASE_URL: url as string, DATABASE_SCHEMA: schema, JWT_SECRET: "test-secret-not-for-production" });
  const instances = [createKnex(config), createKnex(config)];
  try {
    return await Promise.allSettled(instances.map((knex) => prepareDatabase(knex, config, () => undefined)));
  } finally {
    await Promise.all(instances.map((knex) => knex.destroy()));
  }
}

async function expectOneSetUp(schema: string): Promise<void> {
  const db = inspect(schema);
  try {
    const migrations = await migrationSource.getMigrations([]);
    expect(Number((await db("knex_migrations").count({ n: "*" }))[0]?.n)).toBe(migrations.length);
    expect((await db("knex_migrations_lock").select("is_locked")).map((r) => Number(r.is_locked))).toEqual([0]);
    expect(Number((await db("users").count({ n: "*" }))[0]?.n)).toBe(demoAccounts);
  } finally {
    await db.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await db.destroy();
  }
}

describe.skipIf(!url)("instances starting together on one PostgreSQL (issue 28)", () => {
  it(`${ROUNDS} simultaneous starts of two instances on an empty database all come up, migrated once, with the demo data once`, async () => {
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const schema = `race_${randomUUID().replace(/-/g, "")}`;
      // The first round whole apps, the others the start's database work: the part that raced.
      const started = round === 0 ? await startTogether(schema) : await prepareTogether(schema);
      for (const s of started) if (s.status === "rejected") failures.push(`round ${round + 1}: ${String((s.reason as Error)?.message ?? s.reason)}`);
      await expectOneSetUp(schema);
    }
    expect(failures).toEqual([]);
  });

  it("comes up when an earlier start left knex's migration lock taken, with two rows", async () => {
    const schema = `race_${randomUUID().replace(/-/g, "")}`;
    const first = await buildApp({ DATABASE_SCHEMA: schema });
    await first.close();
    const db = inspect(schema);
    await db("knex_migrations_lock").update({ is_locked: 1 });
    await db("knex_migrations_lock").insert({ is_locked: 1 });
    await db.destroy();
    const started = await startTogether(schema);
    expect(started.map((s) => s.status)).toEqual(["fulfilled", "fulfilled"]);
    await expectOneSetUp(schema);
  });
});
