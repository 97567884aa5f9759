import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import knex, { type Knex } from "knex";
import { ROOT } from "./paths.ts";
import { shown } from "./sourceFiles.ts";

/** A version the portal served, as its database recorded it (migration 0014, decision 0041). */
export interface ServedVersion {
  version: string;
  contentHash: string;
  /** The day (YYYY-MM-DD, UTC) it was first served. */
  firstServedAt: string | null;
}

/** The versions one database recorded, by application type, and how messages name that database. */
export interface ServedVersions {
  where: string;
  byType: Map<string, ServedVersion[]>;
}

/** The day of a timestamp as SQLite (text) or PostgreSQL (a Date) returns it. */
const dayOf = (value: unknown): string | null => (value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === "string" ? value.slice(0, 10) : null);

/**
 * The database the server would use, read as server/config.ts reads it: PostgreSQL at DATABASE_URL
 * (in DATABASE_SCHEMA when given), else the SQLite file SQLITE_FILE (default data/portal.sqlite,
 * relative to the repository root). An SQLite file is opened (query-only) only when it exists:
 * `check` never creates a database.
 */
function connect(env: NodeJS.ProcessEnv, root: string): { db: Knex; where: string } | null {
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

/**
 * Every definition version the server's database says it served (table `definition_versions`), or
 * null when there is no such database or table (a fresh clone, a portal never started since
 * migration 0014). Throws when the database cannot be reached.
 */
export async function servedVersions(env: NodeJS.ProcessEnv = process.env, root = ROOT): Promise<ServedVersions | null> {
  const connection = connect(env, root);
  if (!connection) return null;
  const { db, where } = connection;
  try {
    if (!(await db.schema.hasTable("definition_versions"))) return null;
    const rows = (await db("definition_versions").select("app_type", "version", "content_hash", "first_served_at")) as Array<{ app_type: string; version: string; content_hash: string; first_served_at: unknown }>;
    const byType = new Map<string, ServedVersion[]>();
    for (const row of rows) {
      const served = { version: row.version, contentHash: row.content_hash, firstServedAt: dayOf(row.first_served_at) };
      byType.set(row.app_type, [...(byType.get(row.app_type) ?? []), served]);
    }
    return { where, byType };
  } finally {
    await db.destroy();
  }
}
