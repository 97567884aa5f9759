// @ts-check
/**
 * `npm start`: plain Node, no TypeScript at run time (decision 0026). Builds the server and the
 * client first when either is missing or older than its sources (a fresh clone builds both; a
 * warm start only compares modification times), then runs the built server, whose stack traces
 * point at the .ts files through its source maps.
 *
 * `npm run start:prod` (`--built`): build once, run many (issue 28). It never builds: several
 * instances started together from one checkout would otherwise build into the same dist/ at once.
 * It refuses to start, saying why, when `npm run build` has not been run or the sources changed
 * since, so an instance never serves code older than the checkout.
 */
import { join } from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";
import { buildIfStale, clientStaleness, serverStaleness, SERVER_OUT } from "./build.mjs";

const refuse = (/** @type {string} */ why) => {
  process.stderr.write(`The portal could not start: ${why}\n`);
  process.exit(1);
};
if (process.argv.includes("--built")) {
  const stale = [serverStaleness(), clientStaleness()].filter((why) => why !== null);
  // The lines `npm start` prints before it builds, said as what is wrong rather than what it does about it.
  const said = stale.map((why) => why.replace(/: rebuilding it\.\.\.$/, "").replace(/^Building the (server|client) \(first start\)\.\.\.$/, "the $1 is not built"));
  if (stale.length) refuse(`${said.join("; ")}. Run \`npm run build\` once, then \`npm run start:prod\` on each instance.`);
} else {
  try {
    await buildIfStale();
  } catch (error) {
    refuse(error instanceof Error ? error.message : String(error));
  }
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(SERVER_OUT, "start.js")).href);
