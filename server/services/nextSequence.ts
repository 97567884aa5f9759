import type { Knex } from "knex";
import type { Statements } from "./withStatements.ts";

/**
 * The first of `count` next numbers of a named sequence (the next one by default), allocated
 * inside the caller's database transaction so two submits never share a number (portable: no
 * database-specific sequences). One upsert: the row is created or its value raised by `count`, and
 * the new value returned (SQLite 3.35 and PostgreSQL both have `on conflict do update ...
 * returning`); PostgreSQL holds the row's lock to the end of the transaction, so concurrent
 * submits, the first numbers of a new year included, wait for each other instead of failing on the
 * primary key or sharing a number. A new sequence starts at `start`.
 */
export async function nextSequence(trx: Knex.Transaction, name: string, start = 1, count = 1): Promise<number> {
  const [row] = (await trx("sequences")
    .insert({ name, value: start - 1 + count })
    .onConflict("name")
    .merge({ value: trx.raw("?? + ?", ["sequences.value", count]) })
    .returning("value")) as Array<{ value: number | string }>;
  return Number(row?.value) - count + 1;
}

/** nextSequence on statements run through the driver (a submit's group commit, docs/decisions/0025): the same upsert. */
export async function nextSequenceOf(sql: Statements, name: string, start = 1, count = 1): Promise<number> {
  const [row] = await sql.all<{ value: number | string }>(`insert into "sequences" ("name", "value") values (?, ?) on conflict ("name") do update set "value" = "sequences"."value" + ? returning "value"`, [name, start - 1 + count, count]);
  return Number(row?.value) - count + 1;
}
