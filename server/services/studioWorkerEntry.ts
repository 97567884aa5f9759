import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ROOT } from "../config.ts";

/** A worker thread's script, and the module it loads when that script is a bootstrap. */
export interface StudioWorkerEntry {
  file: string;
  entry?: string;
}

/**
 * The worker's entry: the built one beside the bundle when the server runs built (decision 0026),
 * else the TypeScript source, started through a bootstrap that registers tsx in the thread.
 */
export function studioWorkerEntry(): StudioWorkerEntry {
  if (process.env.PORTAL_SERVER_BUILT === "1") return { file: join(ROOT, "dist", "server", "studioWorker.js") };
  // From the path, not `new URL(…, import.meta.url)`: under jsdom (a renderer test) URL is jsdom's own.
  const here = dirname(fileURLToPath(import.meta.url));
  return { file: join(here, "studioWorkerBoot.mjs"), entry: pathToFileURL(join(here, "studioWorker.ts")).href };
}
