import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { lighthouseBench } from "./lighthouseBench.ts";
import { spawnServer } from "./portal.ts";
import { largestType } from "./scenarios.ts";

/**
 * `npx tsx bench/lighthouseRuns.ts --port 3110 --runs 3 --reports DIR`: the Lighthouse part of the
 * bench alone, N runs per page (median shown), on a port of one's own (the portal on PORT, Chrome on
 * PORT+1), every run's JSON report kept for its waterfall (network-requests, critical-request-chains).
 */
async function main() {
  const { values } = parseArgs({ options: { port: { type: "string", default: "3110" }, runs: { type: "string", default: "3" }, reports: { type: "string" } } });
  const port = Number(values.port);
  const dir = mkdtempSync(join(tmpdir(), "nfa-lh-"));
  const reportsDir = values.reports ?? join(dir, "reports");
  mkdirSync(reportsDir, { recursive: true });
  const today = largestType().scenario.today;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", SQLITE_FILE: join(dir, "portal.sqlite"), PORTAL_TODAY: today };
  for (const key of ["LOG_LEVEL", "DATABASE_URL", "DATABASE_SCHEMA", "FIXTURES", "JWT_SECRET", "NODE_ENV"]) delete env[key];
  for (const key of Object.keys(env)) if (key.startsWith("npm_")) delete env[key];
  const portal = await spawnServer("npm", ["start", "--silent"], { port, env, logFile: join(dir, "portal.log") });
  try {
    const { figures, notes } = await lighthouseBench(portal.base, today, false, (line) => process.stderr.write(`${line}\n`), { runs: Number(values.runs), chromePort: port + 1, reportsDir });
    for (const f of figures) process.stdout.write(`${f.label}: ${f.value}\n`);
    for (const n of notes) process.stdout.write(`  ${n}\n`);
    process.stdout.write(`reports in ${reportsDir}\n`);
  } finally {
    await portal.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
