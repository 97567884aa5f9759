import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { ROOT } from "../server/config.ts";

/**
 * The bench's ports (3101-3109; BENCH_PORT moves the bare Fastify there and the portal to the next
 * one, so two checkouts on one machine can run the bench at once): its servers listen on 127.0.0.1 only.
 */
const FIRST_PORT = Number(process.env.BENCH_PORT) || 3101;
export const PORTS = { bare: FIRST_PORT, portal: FIRST_PORT + 1 } as const;

/** A server the bench started: its address, and a stop that ends its whole process group. */
export interface Child {
  base: string;
  child: ChildProcess;
  /** Milliseconds from the spawn to the first 200 answer. */
  readyMs: number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Ends every server the bench started, when the bench ends however it ends. */
function killAll() {
  for (const child of running) if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}
process.once("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

/** Whether nothing listens on the port of 127.0.0.1. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** Throws, naming the port, when something already listens on it (another run of the bench?). */
export async function assertFree(port: number): Promise<void> {
  if (!(await isFree(port))) throw new Error(`port ${port} is in use (another bench running?)`);
}

/**
 * Spawns `command` in a process group of its own (so stop reaches npm, its shell and node), its
 * output into `logFile`, and resolves once GET `readyPath` answers 200 on 127.0.0.1:`port`.
 */
export async function spawnServer(command: string, args: string[], { port, env, logFile, readyPath = "/", timeoutMs = 300_000 }: { port: number; env: NodeJS.ProcessEnv; logFile: string; readyPath?: string; timeoutMs?: number }): Promise<Child> {
  await assertFree(port);
  const log = openSync(logFile, "a");
  const started = performance.now();
  const child = spawn(command, args, { cwd: ROOT, detached: true, env, stdio: ["ignore", log, log] });
  closeSync(log);
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // The whole group is gone.
    }
  };
  // npm may exit before the server it started has closed: stopped means the port is free again.
  const stop = async () => {
    signal("SIGTERM");
    const timer = setTimeout(() => signal("SIGKILL"), 5000);
    await exited;
    for (let waited = 0; !(await isFree(port)); waited += 100) {
      if (waited === 5000) signal("SIGKILL");
      if (waited > 10_000) throw new Error(`port ${port} is still in use 10 s after the server was stopped`);
      await new Promise((r) => setTimeout(r, 100));
    }
    clearTimeout(timer);
    running.delete(child);
  };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(child);
      const tail = readFileSync(logFile, "utf8").trim().split("\n").slice(-3).join(" | ");
      throw new Error(`${command} ${args.join(" ")} stopped (code ${child.exitCode}) before answering: ${tail}`);
    }
    try {
      const answer = await fetch(`${base}${readyPath}`, { signal: AbortSignal.timeout(2000) });
      await answer.arrayBuffer();
      if (answer.status === 200) return { base, child, readyMs: performance.now() - started, stop };
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`${command} ${args.join(" ")} did not answer 200 on ${base}${readyPath} within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The portal exactly as `npm start` runs it, on the bench's port and 127.0.0.1, with the SQLite
 * file given (fresh or reused), the default log level (the logger is part of what is measured),
 * the demo fixtures on, and the day the scenarios are written for (PORTAL_TODAY), so the largest
 * scenario is judged complete. Ready at the first 200 of GET /.
 */
export function startPortal({ sqliteFile, today, logFile }: { sqliteFile: string; today: string; logFile: string }): Promise<Child> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORTS.portal), HOST: "127.0.0.1", SQLITE_FILE: sqliteFile, PORTAL_TODAY: today };
  // Whatever the shell has, the portal runs with its defaults: SQLite, info logs, demo data.
  for (const key of ["LOG_LEVEL", "DATABASE_URL", "DATABASE_SCHEMA", "FIXTURES", "JWT_SECRET", "NODE_ENV"]) delete env[key];
  for (const key of Object.keys(env)) if (key.startsWith("npm_")) delete env[key];
  return spawnServer("npm", ["start", "--silent"], { port: PORTS.portal, env, logFile });
}

/**
 * startPortal, tried a second time on the same database when the first start fails (on a loaded
 * machine a first start can pass Fastify's 10 s plugin timeout while it creates the database):
 * the portal and, when it took two, why the first failed.
 */
export async function startPortalRetrying(options: { sqliteFile: string; today: string; logFile: string }): Promise<{ portal: Child; firstFailure: string | null }> {
  try {
    return { portal: await startPortal(options), firstFailure: null };
  } catch (error) {
    const firstFailure = error instanceof Error ? error.message : String(error);
    return { portal: await startPortal(options), firstFailure };
  }
}

/** A bare Fastify 5 from this project's node_modules (bench/bareFastify.ts), the reference of the server's figures. */
export function startBareFastify(logFile: string): Promise<Child> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORTS.bare) };
  for (const key of Object.keys(env)) if (key.startsWith("npm_")) delete env[key];
  return spawnServer(join(ROOT, "node_modules", ".bin", "tsx"), [join(ROOT, "bench", "bareFastify.ts")], { port: PORTS.bare, env, logFile });
}
