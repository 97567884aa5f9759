// @ts-check
/**
 * `npm start`: plain Node, no TypeScript at run time (decision 0026). Builds the server and the
 * client first when either is missing or older than its sources (a fresh clone builds both; a
 * warm start only compares modification times), then runs the built server, whose stack traces
 * point at the .ts files through its source maps.
 */
import { join } from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";
import { buildIfStale, SERVER_OUT } from "./build.mjs";

try {
  await buildIfStale();
} catch (error) {
  process.stderr.write(`The portal could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(SERVER_OUT, "start.js")).href);
