import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { FOURTEENTH, COVERING_FILES, coverageOf, type VitestReport } from "./coverageOf.ts";
import { testsReadingDefinitions } from "./testsReadingDefinitions.ts";

/**
 * `npm run test:fourteenth` (issue 16, docs/decisions/0034-a-fourteenth-type-without-code.md): the
 * unit tests a new type can change run again in a copy of the repository to which one application
 * type was added the way an analyst adds one, as JSON only: the definition in
 * fixtures/fourteenth/schemas/types/ goes into the copy's schemas/types/, its scenarios in
 * fixtures/fourteenth/scenarios/ into the copy's fixtures/scenarios/. It fails unless the copy
 * differs from the repository by those JSON files alone, `npm run engine -- check` and `-- test`
 * are clean there, every test selected passes, and the tests that walk types walked the new one
 * too (a test naming its id or title passed in each of COVERING_FILES). The tests run are those
 * that list a folder or import, however far, a module that does (testsReadingDefinitions.ts,
 * issue 30): the others read the same bytes with or without the new type. Extra arguments are
 * vitest filters (`npm run test:fourteenth -- tests/routesRender`) to iterate on a few of those
 * files; then only their coverage is required. KEEP_COPY=1 keeps the copy.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const filters = process.argv.slice(2);
/** Whether a filter picks a test file, as vitest's do: part of its path (`routesRender`, `./tests/x.test.ts`), or its whole path. */
const named = (file: string, filter: string) => file.includes(filter.replace(/^\.\//, "")) || filter.endsWith(file);

function fail(message: string, copy?: string): never {
  process.stderr.write(`test:fourteenth: ${message}${copy ? `\n  (the copy is kept in ${copy})` : ""}\n`);
  process.exit(1);
}

/** The repository's tracked files as they are in the working tree (a deleted one left out). */
function trackedFiles(): string[] {
  const run = spawnSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" });
  if (run.status !== 0) fail(`git ls-files failed: ${run.stderr}`);
  return run.stdout.split("\0").filter((f) => f && existsSync(join(ROOT, f)));
}

/** Every file under `dir` (node_modules, the symlink, left out), relative to it. */
function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules") return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path, base) : [relative(base, path)];
  });
}

/** The files the new type adds, from the fixture to the copy: schemas/types/*.json and fixtures/scenarios/<ID>/*.json. */
function added(): Array<{ from: string; to: string }> {
  const fixture = join(ROOT, "fixtures", "fourteenth");
  return filesUnder(fixture).map((file) => ({ from: join(fixture, file), to: file.startsWith("scenarios/") ? join("fixtures", file) : file }));
}

const copy = mkdtempSync(join(tmpdir(), "fourteenth-type-"));
const tracked = trackedFiles();
for (const file of tracked) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  cpSync(join(ROOT, file), join(copy, file));
}
symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
const additions = added();
for (const { from, to } of additions) {
  if (existsSync(join(copy, to))) fail(`${to} already exists in the repository: the fourteenth type must be new`, copy);
  mkdirSync(dirname(join(copy, to)), { recursive: true });
  cpSync(from, join(copy, to));
}

// Only the added JSON files differ: no TypeScript (nor anything else) was edited for the new type.
const trackedSet = new Set(tracked);
const extra = filesUnder(copy).filter((f) => !trackedSet.has(f));
const changed = tracked.filter((f) => !readFileSync(join(copy, f)).equals(readFileSync(join(ROOT, f))));
const expected = additions.map((a) => a.to).sort();
if (changed.length || JSON.stringify(extra.sort()) !== JSON.stringify(expected) || !expected.every((f) => f.endsWith(".json"))) {
  fail(`the copy must differ from the repository by the new type's JSON files only; changed: ${JSON.stringify(changed)}, added: ${JSON.stringify(extra)}`, copy);
}
process.stdout.write(`test:fourteenth: ${FOURTEENTH.title} (${FOURTEENTH.id}) added to a copy of ${tracked.length} tracked files in ${copy}: ${expected.join(", ")}\n`);

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => spawnSync(command, args, { cwd: copy, stdio: "inherit", env }).status;
const tsx = join(copy, "node_modules", ".bin", "tsx");
if (run(tsx, ["engine/node/cli.ts", "check"]) !== 0) fail("npm run engine -- check is not clean with the new type", copy);
if (run(tsx, ["engine/node/cli.ts", "test", "--type", FOURTEENTH.id]) !== 0) fail("the new type's scenarios do not pass", copy);

// Only the test files the new type can change; a covering file left out would make the coverage check vacuous.
const { tests, selected } = testsReadingDefinitions(copy);
const unselected = COVERING_FILES.filter((f) => !selected.includes(f));
if (unselected.length) fail(`${unselected.join(", ")} must cover the new type but import nothing that lists schemas/types or fixtures/scenarios: tests/fourteenth/testsReadingDefinitions.ts no longer finds what they read`, copy);
const chosen = filters.length ? selected.filter((f) => filters.some((filter) => named(f, filter))) : selected;
if (!chosen.length) fail(`no test file that reads the definitions matches ${filters.join(" ")}`, copy);
process.stdout.write(`test:fourteenth: ${chosen.length} of the ${tests.length} unit test files run (${selected.length} read the definitions, tests/fourteenth/testsReadingDefinitions.ts)\n`);

// Those files as `npm test` runs them (SQLite whatever the environment), with a JSON report to read.
const report = join(copy, "vitest-report.json");
const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const status = run(join(copy, "node_modules", ".bin", "vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...chosen.map((f) => join(copy, f))], env);
if (!existsSync(report)) fail(`vitest wrote no report (exit ${status})`, copy);
const results = JSON.parse(readFileSync(report, "utf8")) as VitestReport;
const ran = new Set(results.testResults.map((file) => relative(copy, file.name)));
const missed = chosen.filter((f) => !ran.has(f));
if (missed.length) fail(`vitest did not run ${missed.join(", ")}`, copy);
const coverage = coverageOf(results, copy);
const required = filters.length ? COVERING_FILES.filter((f) => filters.some((filter) => named(f, filter))) : COVERING_FILES;
for (const file of required) process.stdout.write(`  ${file}: ${coverage.get(file) ?? 0} passed test(s) name ${FOURTEENTH.id} or "${FOURTEENTH.title}"\n`);
const uncovered = required.filter((f) => !coverage.get(f));
if (status !== 0 || !results.success || results.numFailedTests > 0) fail(`${results.numFailedTests} test(s) failed with the new type (vitest exit ${status})`, copy);
if (uncovered.length) fail(`the new type was not covered by ${uncovered.join(", ")}`, copy);
process.stdout.write(`test:fourteenth: ${results.numPassedTests} tests in ${ran.size} files passed with ${FOURTEENTH.id} added as JSON only, covered by ${required.length} test file(s)\n`);
if (!process.env.KEEP_COPY) rmSync(copy, { recursive: true, force: true });
