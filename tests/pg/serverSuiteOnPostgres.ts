import { spawnSync } from "node:child_process";
import { join } from "node:path";

/**
 * `npm run test:pg` (issue 13): the server suite (`vitest run server`, the access matrix, the fuzz
 * and the race tests among it) once more on PostgreSQL, each app in a schema of its own
 * (server/testing/buildApp.ts), when TEST_DATABASE_URL names a database (.ci/run sets one up);
 * without it, says so and succeeds, so `npm test` works on a machine without PostgreSQL.
 */
const url = process.env.TEST_DATABASE_URL;
if (!url) {
  process.stdout.write("TEST_DATABASE_URL is not set: the server suite on PostgreSQL is skipped (bash .ci/run sets up a database)\n");
  process.exit(0);
}
process.stdout.write(`The server suite on PostgreSQL (${url.replace(/\/\/[^@/]*@/, "//…@")})\n`);
const vitest = join(import.meta.dirname, "..", "..", "node_modules", "vitest", "vitest.mjs");
// The fuzz sends fewer bodies per route here: SQLite's run already sends the full count.
const run = spawnSync(process.execPath, [vitest, "run", "server", ...process.argv.slice(2)], { stdio: "inherit", env: { FUZZ_RUNS: "100", ...process.env } });
process.exit(run.status ?? 1);
