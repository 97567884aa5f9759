import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkVersions } from "./checkVersions.ts";
import { loadDefinitions, type LocatedIssue } from "./loadDefinitions.ts";
import { SCHEMAS } from "./paths.ts";
import { SourceFiles } from "./sourceFiles.ts";

/** A git repository holding a committed copy of schemas/, for tests of the version checks (decision 0041). */
export interface ScratchRepository {
  root: string;
  /** Its copy of the licence, schemas/types/licence.json. */
  file: string;
  /** A database path in it that does not exist until a test makes it. */
  db: string;
  /** The licence's text now. */
  text: () => string;
}

const git = (cwd: string, ...args: string[]) => execFileSync("git", ["-c", "user.name=Analyst", "-c", "user.email=analyst@example.org", ...args], { cwd, stdio: "pipe" });

/**
 * Scratch repositories under one temporary folder: `make()` gives a fresh one with schemas/
 * committed, so HEAD, history and the database are the test's own; `dispose()` removes them all.
 */
export function scratchRepositories(prefix: string): { make: () => ScratchRepository; dispose: () => void } {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  let made = 0;
  return {
    make: () => {
      const root = join(scratch, `repo-${(made += 1)}`);
      cpSync(SCHEMAS, join(root, "schemas"), { recursive: true });
      git(root, "init", "-q");
      git(root, "add", "schemas");
      git(root, "commit", "-qm", "schemas");
      const file = join(root, "schemas", "types", "licence.json");
      return { root, file, db: join(root, "data", "portal.sqlite"), text: () => readFileSync(file, "utf8") };
    },
    dispose: () => rmSync(scratch, { recursive: true, force: true }),
  };
}

/** 1-based line and column of the first `needle` after each anchor in turn (anchors narrow the search to one part of the text). */
export function textPosition(text: string, ...needles: string[]): { line: number; column: number } {
  let offset = -1;
  for (const needle of needles) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`${needle} is not in the text`);
  }
  const lines = text.slice(0, offset).split("\n");
  return { line: lines.length, column: (lines.at(-1) ?? "").length + 1 };
}

/**
 * What `check FILE` finds about versions, with the server's database at `db`; throws when the file
 * has lint errors (the test broke something else than it meant to) or the database cannot be read.
 */
export async function checkFileVersions(file: string, db: string): Promise<LocatedIssue[]> {
  const files = new SourceFiles();
  const { loaded, issues } = loadDefinitions([file], files);
  if (issues.length) throw new Error(`the edited file has lint errors: ${issues.map((i) => `${i.code} ${i.pointer} ${i.message}`).join("; ")}`);
  return checkVersions(loaded, files, (line) => {
    throw new Error(line);
  }, { SQLITE_FILE: db });
}
