import type { Knex } from "knex";

/** Runs one select (`?` placeholders, double-quoted names, the same text on both databases) and answers its rows. */
export type SelectRows<T> = (sql: string, bindings: readonly unknown[]) => Promise<T[]>;

/**
 * A select run through `knex.raw`, its rows alike on both databases: SQLite's driver answers the
 * rows, PostgreSQL's a result that holds them.
 */
export function rawRows<T>(db: Knex): SelectRows<T> {
  return async (sql, bindings) => {
    const result = (await db.raw(sql, bindings as Knex.RawBinding[])) as T[] | { rows: T[] };
    return Array.isArray(result) ? result : result.rows;
  };
}
