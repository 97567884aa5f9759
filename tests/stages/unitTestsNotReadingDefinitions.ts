import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { testsReadingDefinitions } from "../fourteenth/testsReadingDefinitions.ts";

/**
 * `npm run test:unit:others` (issue 30): the unit test files that read no definition, the
 * complement of what `npm run test:fourteenth` runs. `npm test` runs the two instead of
 * `test:unit`: the files that read schemas/types or fixtures/scenarios run once, in the copy with
 * a fourteenth type added (all thirteen real types still in it), the others once here, so no file
 * runs twice (decision 0034, 2026-11-28 second section). `npm run test:unit` still runs them all.
 * Extra arguments are passed to vitest.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const { tests, selected } = testsReadingDefinitions(ROOT);
const reading = new Set(selected);
const others = tests.filter((file) => !reading.has(file));
process.stdout.write(`test:unit:others: ${others.length} of the ${tests.length} unit test files, those that read no definition (the other ${selected.length} run in test:fourteenth)\n`);
if (!others.length) process.exit(0);
const env = { ...process.env };
// As test:unit: SQLite whatever the environment; test:pg runs the server suite on PostgreSQL.
delete env.TEST_DATABASE_URL;
const run = spawnSync(join(ROOT, "node_modules", ".bin", "vitest"), ["run", ...process.argv.slice(2), ...others.map((file) => join(ROOT, file))], { cwd: ROOT, stdio: "inherit", env });
process.exit(run.status ?? 1);
