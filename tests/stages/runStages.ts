import { spawnSync } from "node:child_process";

/**
 * `npm test`: the package's test scripts named on the command line, one after another as `&&`
 * would run them (the first failure stops the run), then the time each took, so a run that grows
 * shows where (issue 30). Each stage is an npm script: `npm run <stage>` runs it alone.
 */
const stages = process.argv.slice(2);
const times: Array<{ stage: string; seconds: number; status: string }> = [];

function report(): void {
  const width = Math.max(...stages.map((s) => s.length));
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  const lines = times.map((t) => `  ${t.stage.padEnd(width)}  ${String(Math.round(t.seconds)).padStart(5)} s  ${t.status}`);
  const skipped = stages.slice(times.length).map((s) => `  ${s.padEnd(width)}      - s  not run`);
  process.stdout.write(`\nnpm test, the time of each stage:\n${[...lines, ...skipped].join("\n")}\n  ${"total".padEnd(width)}  ${String(Math.round(total)).padStart(5)} s\n`);
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
