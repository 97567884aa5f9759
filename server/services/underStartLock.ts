import type { Knex } from "knex";

/** Connection of the pg driver, as knex's pool hands it out. */
interface PgConnection {
  query: (sql: string, values: unknown[]) => Promise<unknown>;
}

/**
 * Runs the start's database work (migrations, the demo data) once at a time across every instance
 * that shares the database (issue 28): on PostgreSQL under a session advisory lock named after the
 * schema, so two instances started together on an empty database take turns instead of both
 * creating knex's tables or both loading the demo accounts. The lock lives on one connection held
 * for the work: an instance that dies holding it frees it with its connection, so no lock is ever
 * left for a person to clear. SQLite has one server per file (decision 0050): the work just runs.
 */
export async function underStartLock<T>(knex: Knex, schema: string | null | undefined, work: () => Promise<T>): Promise<T> {
  if (knex.client.config.client !== "pg") return work();
  const connection = (await knex.client.acquireConnection()) as PgConnection;
  const name = `nfa-portal-start:${schema ?? "public"}`;
  try {
    await connection.query("select pg_advisory_lock(hashtext($1))", [name]);
    try {
      return await work();
    } finally {
      await connection.query("select pg_advisory_unlock(hashtext($1))", [name]);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

/**
 * Frees knex's own migration lock when it was left taken (an instance killed mid-migration) or
 * left with more than one row (two instances that created the table at once, before this lock):
 * knex then refuses every start with "Migration table is already locked" until a person clears
 * it. Called under underStartLock, where no other instance of this portal can be migrating.
 */
export async function recoverMigrationLock(knex: Knex): Promise<boolean> {
  if (!(await knex.schema.hasTable("knex_migrations_lock"))) return false;
  const rows = (await knex("knex_migrations_lock").select("is_locked")) as Array<{ is_locked: number | boolean }>;
  if (rows.length === 1 && !Number(rows[0]?.is_locked)) return false;
  await knex.transaction(async (trx) => {
    await trx("knex_migrations_lock").del();
    await trx("knex_migrations_lock").insert({ is_locked: 0 });
  });
  return true;
}
