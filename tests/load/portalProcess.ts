import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");

/** The portal as `npm start` runs it, in a process group of its own so SIGKILL reaches the server and any build it started. */
export interface PortalProcess {
  child: ChildProcess;
  /** SIGKILL to the whole group: no shutdown hook runs, as when the machine loses power. */
  kill(): Promise<void>;
  /** SIGTERM, as a deployment's restart sends: the portal finishes the work under way and exits (SIGKILL after a minute). */
  stop(): Promise<void>;
}

/**
 * Starts `node server/launch.mjs` (npm start: it builds the server and the client first when
 * either is missing or stale, then runs the built server) on `port` and the SQLite file, judging
 * on PORTAL_TODAY; resolves once /api/definitions answers. Traffic stays on 127.0.0.1.
 */
export function startPortal(port: number, sqliteFile: string, env: Record<string, string>): Promise<PortalProcess> {
  return startInstance(port, { SQLITE_FILE: sqliteFile, ...env });
}

/**
 * Starts one instance of the portal on `port` with `env` (its database among them) and the
 * launcher's `args` (`--built`: npm run start:prod); resolves once /api/definitions answers.
 */
export async function startInstance(port: number, env: Record<string, string>, args: string[] = []): Promise<PortalProcess> {
  const child = spawn(process.execPath, [join(ROOT, "server", "launch.mjs"), ...args], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/definitions`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("the portal did not answer within 5 minutes");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    kill: async () => {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
      const late = setTimeout(() => child.exitCode === null && child.pid !== undefined && process.kill(-child.pid, "SIGKILL"), 60_000);
      await exited;
      clearTimeout(late);
    },
  };
}
