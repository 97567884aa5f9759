import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Figure } from "./figures.ts";
import type { Machine } from "./machine.ts";

/** What a run leaves in bench/results.md, and reads back from the previous one. */
export interface Run {
  machine: Machine;
  /** "full" or what was asked: "--quick", "--only engine". */
  mode: string;
  seconds: number;
  /** The load average when the run ended. */
  loadAtEnd: string;
  note: string;
  figures: Figure[];
  notes: string[];
}

/** The previous run, read from the JSON results.md carries after its table. */
export interface Previous {
  when: string;
  values: Map<string, string>;
}

const MARK = "bench-results";

/** The figures of the run recorded in `file`, or null when there is none (or it cannot be read). */
export function readPrevious(file: string): Previous | null {
  if (!existsSync(file)) return null;
  const found = new RegExp(`<!-- ${MARK}\\n([\\s\\S]*?)\\n-->`).exec(readFileSync(file, "utf8"));
  if (!found?.[1]) return null;
  try {
    const run = JSON.parse(found[1]) as { machine: Machine; figures: Figure[] };
    return { when: `${run.machine.date.slice(0, 10)}, ${run.machine.commit.split(" ")[0]}`, values: new Map(run.figures.map((f) => [f.label, f.value])) };
  } catch {
    return null;
  }
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
const verdict = (f: Figure) => (f.met === null ? (f.budget ? "?" : "—") : f.met ? "met" : "NOT met");

/** The one table: each figure beside its budget and verdict, and the previous run's figure when there was one. */
export function table(run: Run, previous: Previous | null): string {
  const head = ["what", `this run (${run.machine.date.slice(0, 10)}, ${run.machine.commit.split(" ")[0]})`, "budget", "met", ...(previous ? [`previous run (${previous.when})`] : [])];
  const rows = run.figures.map((f) => [f.label, f.value, f.budget || "—", verdict(f), ...(previous ? [previous.values.get(f.label) ?? "—"] : [])]);
  return [head, head.map(() => "---"), ...rows].map((r) => `| ${r.map(cell).join(" | ")} |`).join("\n");
}

/** bench/results.md: the machine, the date and the commit, the table, how it was measured, and the figures as JSON for the next run. */
export function writeResults(file: string, run: Run, previous: Previous | null): void {
  const { machine } = run;
  const met = run.figures.filter((f) => f.met === true).length;
  const budgets = run.figures.filter((f) => f.budget).length;
  const text = [
    "# `npm run bench`: results",
    "",
    "Written by `npm run bench` (bench/run.ts); read docs/decisions/0023-benchmarks.md for what each figure measures and how.",
    "",
    `- date: ${machine.date}`,
    `- commit: ${machine.commit}`,
    `- machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memory} memory; node ${machine.node}`,
    `- load average (1, 5, 15 min) at the start: ${machine.load}; at the end: ${run.loadAtEnd}`,
    `- run: ${run.mode}, ${Math.floor(run.seconds / 60)} min ${Math.round(run.seconds % 60)} s; ${met} of ${budgets} budgets met`,
    ...(run.note ? [`- note: ${run.note}`] : []),
    "",
    table(run, previous),
    "",
    "## How these were measured",
    "",
    ...run.notes.map((n) => `- ${n}`),
    "",
    `<!-- ${MARK}`,
    JSON.stringify({ machine, mode: run.mode, figures: run.figures }, null, 1),
    "-->",
    "",
  ].join("\n");
  writeFileSync(file, text);
}
