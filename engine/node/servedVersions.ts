import { ROOT } from "./paths.ts";
import { serverDatabase } from "./serverDatabase.ts";

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
 * Every definition version the server's database says it served (table `definition_versions`), or
 * null when there is no such database or table (a fresh clone, a portal never started since
 * migration 0014). Throws when the database cannot be reached.
 */
export async function servedVersions(env: NodeJS.ProcessEnv = process.env, root = ROOT): Promise<ServedVersions | null> {
  const connection = serverDatabase(env, root);
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
