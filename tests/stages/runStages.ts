import { spawnSync } from "node:child_process";

/**
 * `npm test`: the package's test scripts named on the command line, one after another as `&&`
 * would run them (the first failure stops the run), then the time each took, so a run that grows
 * shows where (issue 30). Each stage is an npm script: `npm run <stage>` runs it alone. The steps
 * `bash .ci/run` timed before (installs, the database) come first, from CI_SETUP_TIMES
 * (`name=seconds` separated by spaces), so the run's whole time is in one table.
 */
const stages = process.argv.slice(2);
const times: Array<{ stage: string; seconds: number; status: string }> = [];

/** The steps .ci/run timed before npm test, as it wrote them in CI_SETUP_TIMES. */
function setupTimes(text = ""): Array<{ stage: string; seconds: number }> {
  return [...text.matchAll(/([^=]+)=(\d+)(?:\s+|$)/g)].map((m) => ({ stage: m[1]!.trim(), seconds: Number(m[2]) }));
}
const setup = setupTimes(process.env.CI_SETUP_TIMES);

function report(): void {
  const width = Math.max(...[...stages, ...setup.map((s) => s.stage)].map((s) => s.length));
  const row = (name: string, seconds: number | undefined, status: string) => `  ${name.padEnd(width)}  ${(seconds === undefined ? "-" : String(Math.round(seconds))).padStart(5)} s  ${status}`;
  const before = setup.map((s) => row(s.stage, s.seconds, "(bash .ci/run)"));
  const lines = times.map((t) => row(t.stage, t.seconds, t.status));
  const skipped = stages.slice(times.length).map((s) => row(s, undefined, "not run"));
  const total = [...setup, ...times].reduce((sum, t) => sum + t.seconds, 0);
  process.stdout.write(`\nnpm test, the time of each stage:\n${[...before, ...lines, ...skipped].join("\n")}\n${row("total", total, "")}\n`);
}

for (const stage of stages) {
  const started = process.hrtime.bigint();
  const run = spawnSync("npm", ["run", "--silent", stage], { stdio: "inherit" });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = run.status === 0;
  times.push({ stage, seconds, status: ok ? "passed" : `failed (exit ${run.status ?? run.signal})` });
  if (!ok) {
    report();
    process.exit(run.status ?? 1);
  }
}
report();
