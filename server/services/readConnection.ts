import type { Knex } from "knex";

const readers = new WeakMap<Knex, Knex>();

/** Makes `reader`, a read-only connection pool to the same database as `knex`, the one `readerOf(knex)` answers. */
export function attachReader(knex: Knex, reader: Knex): void {
  readers.set(knex, reader);
}

/**
 * Where the reads shared by concurrent requests go (loadTogether's): the database's read-only
 * connections when it has them (an SQLite file, docs/decisions/0025), else the database itself.
 * In WAL mode a read on another connection never waits for the writer's transaction or its fsync,
 * and sees every commit made before it starts, so every write already answered.
 */
export function readerOf(knex: Knex): Knex {
  return readers.get(knex) ?? knex;
}
