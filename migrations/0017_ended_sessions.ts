import type { Knex } from "knex";

/**
 * Sessions ended by logging out (issue 28, decision 0052): one row per token id (`jti`) ended
 * before its expiry, kept until that expiry, so every instance on the database refuses the token.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("ended_sessions", (t) => {
    t.string("jti", 64).primary();
    t.bigInteger("expires_at_ms").notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("ended_sessions");
}
