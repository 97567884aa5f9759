import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
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
  const { build } = await import("vite");
  await build({ configFile: join(ROOT, "vite.config.ts"), logLevel: "warn" });
  log("Client built.");
}
