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

/**
 * The real portal as `npm start` runs it (server/launch.mjs builds the server and the client when
 * stale, then runs the built server), on a free port with a fresh SQLite file and the demo
 * accounts, judging on the day the scenarios are written for, with the staff-only development
 * outbox on (the case workspace's test reads the applicant's notifications). Resolves once the API answers.
 */
export async function startServer(today = "2026-11-22"): Promise<RunningServer> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), "e2e-portal-"));
  const base = `http://127.0.0.1:${port}`;
  // PUBLIC_URL: the QR codes on the licences it issues open this server's /verify pages.
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, "server", "launch.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SQLITE_FILE: join(data, "portal.sqlite"), PORTAL_TODAY: today, LOG_LEVEL: "warn", DEV_OUTBOX: "on", PUBLIC_URL: base },
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
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(data, { recursive: true, force: true });
    },
  };
}
