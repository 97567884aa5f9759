import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import knex, { type Knex } from "knex";
import { ROOT } from "./paths.ts";
import { shown } from "./sourceFiles.ts";

/**
 * The database the server would use, read as server/config.ts reads it: PostgreSQL at DATABASE_URL
 * (in DATABASE_SCHEMA when given), else the SQLite file SQLITE_FILE (default data/portal.sqlite,
 * relative to the repository root). An SQLite file is opened (query-only) only when it exists:
 * `check` never creates a database.
 */
export function serverDatabase(env: NodeJS.ProcessEnv, root: string = ROOT): { db: Knex; where: string } | null {
  if (env.DATABASE_URL) {
    const schema = env.DATABASE_SCHEMA;
    const db = knex({ client: "pg", connection: env.DATABASE_URL, ...(schema ? { searchPath: [schema] } : {}), pool: { min: 0, max: 1 }, acquireConnectionTimeout: 5000 });
    return { db, where: `the PostgreSQL database at DATABASE_URL${schema ? ` (schema ${schema})` : ""}` };
  }
  const file = env.SQLITE_FILE ?? join("data", "portal.sqlite");
  if (file === ":memory:") return null;
  const path = resolve(root, file);
  if (!existsSync(path)) return null;
  // knex adds OPEN_CREATE to any flags given, so the file is looked for first and the connection made query-only.
  const queryOnly = (connection: { run: (sql: string, done: (error: Error | null) => void) => void }, done: (error: Error | null, connection: unknown) => void) => connection.run("PRAGMA query_only = ON", (error) => done(error, connection));
  const db = knex({ client: "sqlite3", connection: { filename: path }, useNullAsDefault: true, pool: { min: 0, max: 1, afterCreate: queryOnly } });
  return { db, where: `the database ${shown(path)}` };
}
