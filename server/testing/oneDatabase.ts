import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./buildApp.ts";

/** Starts of the portal on one database, each on its own day, and their end. */
export interface OneDatabase {
  /** The portal started on `day` (PORTAL_TODAY) on the shared database: its start runs what a start runs (migrations, sweeps). */
  startOn(day: string): Promise<FastifyInstance>;
  /** Closes one start. */
  stop(app: FastifyInstance): Promise<void>;
  /** Closes every start still running and removes the database; for afterAll. */
  end(): Promise<void>;
}

/**
 * One database that several starts of the portal share (a SQLite file, or with TEST_DATABASE_URL
 * a PostgreSQL schema named after `name`), so a test moves the portal's day forward the way time
 * passes for a running portal: a restart on a later PORTAL_TODAY (reminders, suspensions ending).
 */
export function oneDatabase(name: string): OneDatabase {
  const dir = mkdtempSync(join(tmpdir(), `nfa-${name}-`));
  const shared: Record<string, string> = process.env.TEST_DATABASE_URL ? { DATABASE_SCHEMA: `${name}_${process.pid}_${Date.now()}` } : { SQLITE_FILE: join(dir, "portal.sqlite") };
  const started: FastifyInstance[] = [];
  return {
    startOn: async (day) => {
      const app = await buildApp({ ...shared, PORTAL_TODAY: day });
      started.push(app);
      return app;
    },
    stop: async (app) => {
      await app.close();
      started.splice(started.indexOf(app), 1);
    },
    end: async () => {
      await Promise.all(started.map((app) => app.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
