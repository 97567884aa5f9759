import type { Knex } from "knex";

/**
 * The per-route limits' counts (issue 28, decision 0050): kept in the database, so every instance
 * sharing it counts the same visitor once and a restart does not reset them. One row per route and
 * key (an address or a user), the hits of its current window and when that window began.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("rate_limits", (t) => {
    t.string("key", 300).primary();
    t.bigInteger("window_start_ms").notNullable();
    t.integer("hits").notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("rate_limits");
}
