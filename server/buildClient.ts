import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { ROOT } from "./config.ts";
import { CLIENT_DIR } from "./plugins/external/clientApp.ts";

/** The newest modification time of the files under the given folders. */
function newest(folders: string[]): number {
  let latest = 0;
  const walk = (dir: string) => {
    if (!statSync(dir).isDirectory()) {
      latest = Math.max(latest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else latest = Math.max(latest, statSync(path).mtimeMs);
    }
  };
  for (const folder of folders) if (existsSync(folder)) walk(folder);
  return latest;
}

/**
 * `npm start` builds the React client first when its build is missing or older than its sources
 * (the renderer and the engine it bundles), so a fresh clone serves the whole portal.
 */
export async function buildClientIfStale(log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<void> {
  const index = join(CLIENT_DIR, "index.html");
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = newest([join(ROOT, "renderer"), join(ROOT, "engine"), join(ROOT, "vite.config.ts")].filter((p) => existsSync(p)));
  if (built >= sources) return;
  log(built ? "The client is older than its sources: rebuilding it..." : "Building the client (first start)...");
  await buildClient();
  log("Client built.");
}

/**
 * Builds the React client for production into `outDir` (dist/renderer by default). Vite's own
 * process, with NODE_ENV=production: built inside a process whose NODE_ENV is 'test' (vitest) or
 * 'development', Vite bundles React's development build and JSX dev runtime, and `npm start`
 * would then serve that bundle, half again as large and slower, as long as it is not stale.
 */
export function buildClient(outDir?: string): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin", "vite.js");
  const args = [vite, "build", "--config", join(ROOT, "vite.config.ts"), "--logLevel", "warn", ...(outDir ? ["--outDir", outDir, "--emptyOutDir"] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "inherit", "inherit"] });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the client build failed (vite exited with ${code})`))));
  });
}
