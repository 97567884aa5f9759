import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../testing/buildApp.ts";
import { insertDrafts } from "../testing/insertDrafts.ts";
import { readerOf } from "./readConnection.ts";
import { allRows, MOST_PREPARED, placeholders, withStatements } from "./withStatements.ts";

/**
 * Statements run through the driver (docs/decisions/0025), on SQLite (a file, with its read-only
 * connections) and, with TEST_DATABASE_URL, PostgreSQL: a transaction commits or rolls back as
 * knex's does, a statement kept prepared still sees every later commit, and a connection with
 * statements kept still closes.
 */
const dir = mkdtempSync(join(tmpdir(), "with-statements-"));
const file = join(dir, "portal.sqlite");
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ SQLITE_FILE: file });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const answersOf = async (id: number) => ((await app.knex("transactions").where({ id }).first("answers")) as { answers: string }).answers;
const update = `update "transactions" set "answers" = ? where "id" = ?`;

describe("statements through the driver", () => {
  it("commit a transaction's writes together, or none of them when its work throws", async () => {
    const [a, b] = (await insertDrafts(app.knex, "with-statements", 2)) as [number, number];
    await withStatements(
      app.knex,
      async (sql) => {
        expect(await sql.run(update, ['{"a":1}', a])).toBe(1);
        expect(await sql.run(update, ['{"b":1}', b])).toBe(1);
      },
      { transaction: true },
    );
    expect([await answersOf(a), await answersOf(b)]).toEqual(['{"a":1}', '{"b":1}']);
    const failed = withStatements(
      app.knex,
      async (sql) => {
        await sql.run(update, ['{"a":2}', a]);
        // An audit event of a transaction that does not exist: the foreign key refuses it.
        await sql.run(`insert into "transaction_events" ("transaction_id", "action") values (?, ?)`, [987654321, "refused"]);
      },
      { transaction: true },
    );
    await expect(failed).rejects.toThrow(/foreign key/i);
    expect(await answersOf(a)).toBe('{"a":1}');
    // The connection is back in the pool, out of any transaction: knex's next write commits.
    await app.knex("transactions").where({ id: b }).update({ answers: '{"b":2}' });
    expect(await answersOf(b)).toBe('{"b":2}');
  });

  it("answer the rows knex's query builder answers", async () => {
    const ids = await insertDrafts(app.knex, "with-statements-rows", 3);
    const sql = `select * from "transactions" where "id" in (${placeholders(ids.length)}) order by "id"`;
    expect(await allRows(readerOf(app.knex), sql, ids)).toEqual(await app.knex("transactions").whereIn("id", ids).orderBy("id"));
  });

  it("see every commit made after the same statement last ran on the same connection", async () => {
    const [id] = (await insertDrafts(app.knex, "with-statements-fresh", 1)) as [number];
    const read = async () => (await allRows<{ answers: string }>(readerOf(app.knex), `select "answers" from "transactions" where "id" in (?)`, [id]))[0]?.answers;
    for (let i = 0; i < 5; i++) {
      await withStatements(app.knex, (sql) => sql.run(update, [JSON.stringify({ i }), id]), { transaction: true });
      // Both read-only connections, in turn or at once, each with the statement kept prepared.
      expect(await Promise.all([read(), read()])).toEqual([JSON.stringify({ i }), JSON.stringify({ i })]);
    }
  });

  it("run more shapes of statement than a connection keeps prepared, each answering its own rows", async () => {
    const ids = await insertDrafts(app.knex, "with-statements-shapes", MOST_PREPARED + 20);
    for (let n = 1; n <= ids.length; n += 1) {
      const some = ids.slice(0, n);
      const rows = await allRows<{ id: number }>(readerOf(app.knex), `select "id" from "transactions" where "id" in (${placeholders(some.length)})`, some);
      expect(rows.map((r) => Number(r.id)).sort((x, y) => x - y)).toEqual(some);
    }
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("an SQLite file whose connections keep prepared statements", () => {
  it("closes cleanly: every connection closes, and the last one folds the write-ahead log back into the file", async () => {
    const other = join(dir, "closing.sqlite");
    const closing = await buildApp({ SQLITE_FILE: other });
    const ids = await insertDrafts(closing.knex, "with-statements-close", 3);
    await withStatements(closing.knex, (sql) => sql.run(update, ['{"closing":true}', ids[0]]), { transaction: true });
    await allRows(readerOf(closing.knex), `select "id" from "transactions" where "id" in (${placeholders(ids.length)})`, ids);
    expect(existsSync(`${other}-wal`)).toBe(true);
    await closing.close();
    expect(existsSync(`${other}-wal`)).toBe(false);
  });
});
