import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../support/freePort.ts";

const ROOT = join(import.meta.dirname, "..", "..", "..");

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

/** What a journey that restarts the portal gives it (the suite's one server takes none). */
export interface ServerOptions {
  /** A folder of the caller's for the SQLite file, kept at stop: a second server goes on with the same database. */
  data?: string;
  /** The port to listen on (a restart on the same address keeps the browser's localStorage); a free one when absent. */
  port?: number;
  /** More environment, such as SCHEMAS_DIR. */
  env?: Record<string, string>;
}

/**
 * The real portal as `npm start` runs it (server/launch.mjs builds the server and the client when
 * stale, then runs the built server), on a free port with a fresh SQLite file and the demo
 * accounts, judging on the day the scenarios are written for, with the staff-only development
 * outbox on (the case workspace's test reads the applicant's notifications). Resolves once the API answers.
 * `options` lets a journey run a server of its own on a database and schemas it keeps.
 */
export async function startServer(today = "2026-11-22", options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const data = options.data ?? mkdtempSync(join(tmpdir(), "e2e-portal-"));
  const base = `http://127.0.0.1:${port}`;
  // PUBLIC_URL: the QR codes on the licences it issues open this server's /verify pages.
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, "server", "launch.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SQLITE_FILE: join(data, "portal.sqlite"), PORTAL_TODAY: today, LOG_LEVEL: "warn", DEV_OUTBOX: "on", PUBLIC_URL: base, ...options.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/definitions`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("the server did not answer within 5 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: async () => {
      // Stopped already (a journey that restarts the portal stops it once more in afterAll).
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (!options.data) rmSync(data, { recursive: true, force: true });
    },
  };
}
