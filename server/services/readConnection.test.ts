import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../testing/buildApp.ts";
import { readerOf } from "./readConnection.ts";
import { ownedTransaction } from "./transactions.ts";

/**
 * An SQLite file's read-only connections (docs/decisions/0025): the reads concurrent requests
 * share never queue behind the one writer's transaction and its fsync, see only what is committed,
 * and cannot write. (The other server tests run on an in-memory database, which has none.)
 */
const dir = mkdtempSync(join(tmpdir(), "read-connection-"));
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ SQLITE_FILE: join(dir, "portal.sqlite") });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the read-only connections of an SQLite file", () => {
  it("answer a shared read while a write transaction holds the writer, with what was committed before it", async () => {
    await app.knex("transactions").insert({ temp_trans_id: "read-connection-1", app_type: "X", status: "Draft", definition_version: "1", answers: '{"committed":true}' });
    const seen = await app.knex.transaction(async (trx) => {
      await trx("transactions").where({ temp_trans_id: "read-connection-1" }).update({ answers: '{"uncommitted":true}' });
      // On the writer this read would wait for the transaction, which waits for it.
      return ownedTransaction(app.knex, { temp_trans_id: "read-connection-1" }, null);
    });
    expect(seen.answers).toBe('{"committed":true}');
    expect((await ownedTransaction(app.knex, { temp_trans_id: "read-connection-1" }, null)).answers).toBe('{"uncommitted":true}');
  });

  it("refuse to write", async () => {
    expect(readerOf(app.knex)).not.toBe(app.knex);
    await expect(readerOf(app.knex)("transactions").insert({ temp_trans_id: "read-connection-2", app_type: "X", status: "Draft", definition_version: "1" })).rejects.toThrow(/readonly|query_only/i);
  });
});
