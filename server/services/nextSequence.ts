import type { Knex } from "knex";

/**
 * The next number of a named sequence, allocated inside the caller's database transaction so two
 * submits never share a number (portable: no database-specific sequences).
 */
export async function nextSequence(trx: Knex.Transaction, name: string, start = 1): Promise<number> {
  const query = trx("sequences").where({ name });
  // SQLite serialises writers by itself; PostgreSQL needs the row lock.
  const row = await (trx.client.config.client === "pg" ? query.forUpdate() : query).first<{ value: number | string } | undefined>();
  const value = row ? Number(row.value) + 1 : start;
  if (row) await trx("sequences").where({ name }).update({ value });
  else await trx("sequences").insert({ name, value });
  return value;
}
