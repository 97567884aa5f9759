import type { Knex } from "knex";

/**
 * Failed-login counters (decision 0012): one row per throttled key, an account's login name or an
 * address, kept as a SHA-256 so the table holds no email or number. Successful logins never count.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("login_throttles", (t) => {
    t.string("key_hash", 64).primary();
    t.integer("failures").notNullable().defaultTo(0);
    // Milliseconds since 1970: portable between SQLite and PostgreSQL, compared in the code.
    t.bigInteger("next_allowed_at").notNullable().defaultTo(0);
    t.bigInteger("last_failure_at").notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("login_throttles");
}
