import type { Knex } from "knex";

/**
 * The notifications still to send, indexed apart (a partial index, SQLite and PostgreSQL alike):
 * every recorded event that notifies ends with a sweep for them, and without it each sweep read
 * every notification ever written, sent or never to be sent (no address on file), on the one
 * connection that writes (decision 0025, 2026-11-29). The sweep's query names the same conditions
 * as literals, so both planners can use it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index "notifications_unsent" on "notifications" ("id") where "sent_at" is null and "channel" <> 'none'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index "notifications_unsent"`);
}
