import type { Knex } from "knex";

/**
 * The next number of a named sequence, allocated inside the caller's database transaction so two
 * submits never share a number (portable: no database-specific sequences). The row is created
 * with `on conflict do nothing`, so the first numbers of a new year raced by concurrent submits
 * wait for each other instead of failing on the primary key.
 */
export async function nextSequence(trx: Knex.Transaction, name: string, start = 1): Promise<number> {
  await trx("sequences").insert({ name, value: start - 1 }).onConflict("name").ignore();
  const query = trx("sequences").where({ name });
  // SQLite serialises writers by itself; PostgreSQL needs the row lock.
  const row = await (trx.client.config.client === "pg" ? query.forUpdate() : query).first<{ value: number | string }>();
  const value = Number(row.value) + 1;
  await trx("sequences").where({ name }).update({ value });
  return value;
}
