import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../testing/buildApp.ts";
import { withFreeStatusIndex } from "./statusListIndex.ts";

/**
 * Two writers drawing the same status list index at once (decision 0067, the review of issue 29):
 * the one the unique column refuses draws again inside the same transaction, on SQLite and (with
 * TEST_DATABASE_URL) PostgreSQL, whose transaction would be lost without the savepoint. The
 * collision is made, not waited for: the first write stores an index already held.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
  await app.knex.schema.createTable("scratch_status_indexes", (t) => {
    t.increments("id");
    t.integer("status_list_index").unique();
  });
  await app.knex("scratch_status_indexes").insert({ status_list_index: -1 });
});
afterAll(async () => app.close());

describe("a status list index for a write that may collide", () => {
  it("draws again when the write is refused as a duplicate, and the transaction goes on", async () => {
    const drawn: number[] = [];
    const id = await app.knex.transaction(async (trx) => {
      const written = await withFreeStatusIndex(trx, async (index, savepoint) => {
        drawn.push(index);
        // The first draw collides, as with another approval committed a moment before.
        const [row] = await savepoint("scratch_status_indexes").insert({ status_list_index: drawn.length === 1 ? -1 : index }).returning("id");
        return Number(typeof row === "object" ? row.id : row);
      });
      await trx("scratch_status_indexes").where({ id: written }).update({ status_list_index: drawn[1] });
      return written;
    });
    expect(drawn).toHaveLength(2);
    expect(await app.knex("scratch_status_indexes").where({ id }).first("status_list_index")).toEqual({ status_list_index: drawn[1] });
  });

  it("gives up after a few collisions, and passes on any other error at once", async () => {
    let draws = 0;
    const always = app.knex.transaction((trx) => withFreeStatusIndex(trx, (_index, savepoint) => (draws += 1, savepoint("scratch_status_indexes").insert({ status_list_index: -1 }))));
    await expect(always).rejects.toThrow();
    expect(draws).toBe(5);
    draws = 0;
    const other = app.knex.transaction((trx) => withFreeStatusIndex(trx, async () => {
      draws += 1;
      throw new Error("not a duplicate");
    }));
    await expect(other).rejects.toThrow("not a duplicate");
    expect(draws).toBe(1);
  });
});
