import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import knex, { type Knex } from "knex";
import type { Config } from "../config.ts";
import { keepStatementsOutOfErrors } from "./keepStatementsOutOfErrors.ts";

/**
 * A knex whose failed queries' errors carry no statement and no values (issue 25 finding 4,
 * decision 0044): `compileSqlOnError: false` keeps the values out, keepStatementsOutOfErrors
 * the rest.
 */
function quietKnex(config: Knex.Config): Knex {
  const made = knex({ ...config, compileSqlOnError: false });
  keepStatementsOutOfErrors(made);
  return made;
}

/**
 * The database: PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file in WAL
 * mode with foreign keys on and a durable commit (synchronous FULL). Every query is portable between the two.
 */
export function createKnex(config: Pick<Config, "databaseUrl" | "sqliteFile" | "databaseSchema">): Knex {
  if (config.databaseUrl) {
    const schema = config.databaseSchema;
    return quietKnex({
      client: "pg",
      connection: config.databaseUrl,
      ...(schema ? { searchPath: [schema] } : {}),
      pool: {
        min: 0,
        max: 10,
        // The schema must exist before the search path can point at it. Two connections creating it at
        // once (two instances starting together) race inside PostgreSQL's catalogue: the loser's
        // unique violation means it exists, which is all that was asked (issue 28).
        ...(schema ? { afterCreate: (connection: { query: (sql: string, done: (error: Error | null) => void) => void }, done: (error: Error | null, connection: unknown) => void) => connection.query(`DO $$ BEGIN CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, "")}"; EXCEPTION WHEN unique_violation OR duplicate_schema THEN NULL; END $$`, (error) => done(error, connection)) } : {}),
      },
    });
  }
  if (config.sqliteFile !== ":memory:") mkdirSync(dirname(config.sqliteFile), { recursive: true });
  return quietKnex({
    client: "sqlite3",
    connection: { filename: config.sqliteFile },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate: (connection: { run: (sql: string, done: (error: Error | null) => void) => void }, done: (error: Error | null, connection: unknown) => void) => {
        connection.run("PRAGMA foreign_keys = ON", (error) => {
          if (error) return done(error, connection);
          connection.run("PRAGMA journal_mode = WAL", (walError) => {
            if (walError) return done(walError, connection);
            // Every commit is on disk before it is answered, a power cut included: the group commit
            // makes that fsync cheap enough (docs/decisions/0025), so it is never traded away.
            connection.run("PRAGMA synchronous = FULL", (syncError) => done(syncError, connection));
          });
        });
      },
    },
  });
}

/** How many read-only connections an SQLite file gets beside its one writer. */
export const SQLITE_READERS = 2;

/**
 * Read-only connections to the SQLite file (`PRAGMA query_only`), for the reads concurrent
 * requests share (docs/decisions/0025): in WAL mode they read while the one writer connection
 * commits, instead of queueing behind its fsync. None for PostgreSQL, whose pool already reads
 * in parallel, nor for an in-memory database, which another connection cannot open.
 */
export function createReadKnex(config: Pick<Config, "databaseUrl" | "sqliteFile">): Knex | null {
  if (config.databaseUrl || config.sqliteFile === ":memory:") return null;
  return quietKnex({
    client: "sqlite3",
    connection: { filename: config.sqliteFile },
    useNullAsDefault: true,
    pool: {
      min: 0,
      max: SQLITE_READERS,
      afterCreate: (connection: { run: (sql: string, done: (error: Error | null) => void) => void }, done: (error: Error | null, connection: unknown) => void) => {
        connection.run("PRAGMA query_only = ON", (error) => {
          if (error) return done(error, connection);
          // A reader waits (rather than fails) in the rare moments the writer holds the WAL exclusively.
          connection.run("PRAGMA busy_timeout = 5000", (busyError) => done(busyError, connection));
        });
      },
    },
  });
}
