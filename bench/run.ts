import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "../server/config.ts";
import { buildClient, bundleFigures, bytesOverHttp } from "./bundleBench.ts";
import { engineBench } from "./engineBench.ts";
import { failed, PARTS, reason, type Figure, type Part } from "./figures.ts";
import { machine } from "./machine.ts";
import { offlineRepeatVisit } from "./offlineRepeatVisit.ts";
import { startPortalRetrying, type Child } from "./portal.ts";
import { readPrevious, table, writeResults } from "./results.ts";
import { largestType } from "./scenarios.ts";
import { serverBench } from "./serverBench.ts";
import { startBench } from "./startBench.ts";

const USAGE = `npm run bench [-- options]
  --only engine,server,bundle,lighthouse,offline,start   run only these parts (default: all)
  --quick             short runs (2 s per route, fewer engine runs, Lighthouse on one page, 3 offline visits, not 5)
  --seconds N         seconds of load per server route (default 5, at most 10)
  --runs N            Lighthouse runs per page, the median reported (default 1)
  --note "text"       a line for bench/results.md (what else ran on the machine)
A full run (all parts, not --quick) writes bench/results.md; every run prints the table beside the previous results.`;

const say = (line: string) => process.stderr.write(`${line}\n`);

/**
 * `npm run bench` (issue 15): the engine, the server under 50 connections beside a bare Fastify,
 * the bundle per route and the bytes sent, Lighthouse on five pages, a repeat visit with no network
 * on a slow phone (issue 27), and `npm start` warm; prints one table of every figure beside its
 * budget and writes bench/results.md (docs/decisions/0023).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { only: { type: "string" }, quick: { type: "boolean", default: false }, seconds: { type: "string" }, runs: { type: "string" }, note: { type: "string", default: "" }, help: { type: "boolean", default: false } } });
  if (values.help) {
    say(USAGE);
    return 0;
  }
  const only = values.only ? values.only.split(",").map((p) => p.trim()) : [...PARTS];
  const unknown = only.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) {
    say(`unknown part ${unknown.join(", ")}\n${USAGE}`);
    return 2;
  }
  const parts = new Set(only as Part[]);
  const quick = values.quick;
  const seconds = Math.min(10, Math.max(1, Number(values.seconds ?? (quick ? 2 : 5))));
  const started = performance.now();
  const where = machine();
  const resultsFile = join(ROOT, "bench", "results.md");
  const previous = readPrevious(resultsFile);
  const dir = mkdtempSync(join(tmpdir(), "nfa-bench-"));
  const figures: Figure[] = [];
  const notes: string[] = [];
  const add = (result: { figures: Figure[]; notes?: string[] }) => {
    figures.push(...result.figures);
    notes.push(...(result.notes ?? []));
  };
  say(`bench: ${[...parts].join(", ")}${quick ? " (quick)" : ""}; logs in ${dir}`);
  const today = largestType().scenario.today;

  // In this process, before any server of the bench runs.
  if (parts.has("engine")) {
    say("engine: full evaluation of each type's largest complete scenario");
    add(engineBench(quick ? { warmupMs: 50, measureMs: 200 } : { warmupMs: 300, measureMs: 1000 }));
  }
  // The build first, so the portal serves (and npm start finds) a fresh one.
  if (parts.has("bundle")) {
    say("bundle: the client's production build");
    try {
      const buildMs = await buildClient(join(dir, "build.log"));
      notes.push(`bundle: npm run build took ${(buildMs / 1000).toFixed(1)} s`);
      add(await bundleFigures());
    } catch (error) {
      figures.push(failed("bundle", "bundle: the client's production build", reason(error)));
    }
  }
  let portal: Child | null = null;
  try {
    if (parts.has("start")) {
      const start = await startBench(dir, today, say);
      add(start);
      portal = start.portal;
    } else if (parts.has("server") || parts.has("bundle") || parts.has("lighthouse") || parts.has("offline")) {
      say("starting the portal (npm start, a fresh database)");
      try {
        const started = await startPortalRetrying({ sqliteFile: join(dir, "portal.sqlite"), today, logFile: join(dir, "portal.log") });
        portal = started.portal;
        if (started.firstFailure) notes.push(`the portal started at the second attempt; the first: ${started.firstFailure}`);
      } catch (error) {
        notes.push(`the portal did not start: ${reason(error)}`);
      }
    }
    if (!portal) {
      // Said in the table, not left out of it: what needs the running portal could not be measured.
      for (const part of ["server", "bundle", "lighthouse", "offline"] as const) if (parts.has(part)) figures.push(failed(part, `${part}: the running portal`, "the portal did not start (npm start): see the notes"));
    } else {
      if (parts.has("server")) add(await serverBench(portal, { seconds, warmupSeconds: quick ? 0.5 : 1, prepareSeconds: quick ? 10 : 40, submitsAtMost: quick ? 300 : 3000 }, dir, say));
      if (parts.has("bundle")) {
        say("bundle: bytes sent for /application-types");
        add(await bytesOverHttp(portal.base));
      }
      if (parts.has("lighthouse")) {
        // Loaded only when asked: Lighthouse is large, and the engine is timed in this process.
        const { lighthouseBench } = await import("./lighthouseBench.ts");
        add(await lighthouseBench(portal.base, today, quick, say, { runs: Number(values.runs ?? 1) }));
      }
      // A Chromium of its own, started after Lighthouse's: its service worker and caches never meet Lighthouse's first visits.
      if (parts.has("offline")) add(await offlineRepeatVisit(portal.base, say, { runs: quick ? 3 : 5 }));
    }
  } finally {
    await portal?.stop();
  }

  // One table in the order of the parts, whatever order they ran in.
  figures.sort((a, b) => PARTS.indexOf(a.part) - PARTS.indexOf(b.part));
  const full = parts.size === PARTS.length && !quick;
  const run = { machine: where, mode: full ? `full (${seconds} s per server route)` : [quick ? "--quick" : "", values.only ? `--only ${values.only}` : ""].filter(Boolean).join(" "), seconds: (performance.now() - started) / 1000, loadAtEnd: loadavg().map((l) => l.toFixed(2)).join(" "), note: values.note, figures, notes };
  for (const note of notes) say(`  ${note}`);
  process.stdout.write(`\n${table(run, previous)}\n\n`);
  const failures = figures.filter((f) => f.value.startsWith("NOT MEASURED") || f.value.includes("FAILING"));
  if (full) {
    writeResults(resultsFile, run, previous);
    say(`written: bench/results.md`);
  } else say("a partial or quick run: bench/results.md is left as it is");
  say(`bench took ${Math.floor(run.seconds / 60)} min ${Math.round(run.seconds % 60)} s`);
  if (failures.length) {
    say(`${failures.length} figure(s) could not be measured or their requests failed: logs kept in ${dir}`);
    return 1;
  }
  rmSync(dir, { recursive: true, force: true });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    say(`The bench could not run: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(2);
  },
);
