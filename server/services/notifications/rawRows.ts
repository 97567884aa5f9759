import type { Knex } from "knex";

/**
 * The rows of one SQL statement (`?` placeholders, double-quoted names) through knex, on either
 * database: SQLite's driver answers the rows, PostgreSQL's a result holding them. On a
 * transaction it runs inside it.
 */
export async function rawRows<T>(knex: Knex, sql: string, bindings: readonly unknown[]): Promise<T[]> {
  const result = (await knex.raw(sql, bindings as Knex.RawBinding[])) as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
