import { execFileSync } from "node:child_process";
import { cpus, loadavg, totalmem } from "node:os";
import { ROOT } from "../server/config.ts";

/** Where and when a run was made: what bench/results.md states before its figures. */
export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  memory: string;
  node: string;
  /** The load average (1 minute) when the run started: other work on the machine shows here. */
  load: string;
  commit: string;
}

function git(...args: string[]): string {
  try {
    return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

/** The machine, the node version, the date and the git commit (marked when the tree has changes). */
export function machine(): Machine {
  const processors = cpus();
  const commit = git("rev-parse", "--short", "HEAD");
  const dirty = git("status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/results.md") !== "";
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    cpu: processors[0]?.model.trim() ?? "unknown",
    cores: processors.length,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    load: loadavg().map((l) => l.toFixed(2)).join(" "),
    commit: commit ? `${commit}${dirty ? " (with uncommitted changes)" : ""}` : "not a git checkout",
  };
}
