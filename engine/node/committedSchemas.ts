import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { RefHost } from "../refs/resolveRefs.ts";
import type { Definition } from "../types.ts";
import { resolveDefinition } from "./resolveDefinition.ts";

/**
 * The schemas as committed at git HEAD, for comparing a definition with its committed text
 * (decision 0041): the `schemas` folder holding a types file is extracted once (`git archive HEAD`)
 * into a temporary folder, so the committed file resolves against the committed fragments and
 * lists. Outside a git work tree, or for a file new since HEAD, there is nothing committed.
 * Call `dispose` when done.
 */
export class CommittedSchemas {
  private readonly extracted = new Map<string, string | null>();
  private readonly parsed = new Map<string, unknown>();
  /** The committed files need no line and column (nothing is reported in them): plain JSON.parse is enough. */
  private readonly host: RefHost = {
    read: (file) => {
      if (!this.parsed.has(file)) this.parsed.set(file, JSON.parse(readFileSync(file, "utf8")));
      return this.parsed.get(file);
    },
    join: (base, target) => resolve(dirname(base), target),
  };

  /** The committed text of a types file, resolved as `loadDefinition` resolves it, or null when there is none or it cannot be resolved. */
  definitionAtHead(file: string): Definition | null {
    const committed = this.fileAtHead(file);
    if (!committed) return null;
    try {
      return resolveDefinition(committed, this.host).definition;
    } catch {
      // A committed file that does not resolve was never served: there is no published text to protect.
      return null;
    }
  }

  /** Where the committed copy of `file` (a file in `<schemas>/types/`) was extracted, or null when it has none. */
  fileAtHead(file: string): string | null {
    let real: string;
    try {
      real = realpathSync(file);
    } catch {
      return null;
    }
    const schemas = dirname(dirname(real));
    const top = this.git(schemas, ["rev-parse", "--show-toplevel"])?.trim();
    if (!top) return null;
    const inRepo = relative(top, schemas);
    if (inRepo.startsWith("..")) return null;
    const copy = this.extract(top, inRepo);
    const committed = copy && join(copy, relative(top, real));
    return committed && existsSync(committed) ? committed : null;
  }

  /** Removes the temporary copies. */
  dispose(): void {
    for (const dir of this.extracted.values()) if (dir) rmSync(dir, { recursive: true, force: true });
    this.extracted.clear();
  }

  private extract(top: string, inRepo: string): string | null {
    const key = join(top, inRepo);
    if (this.extracted.has(key)) return this.extracted.get(key) ?? null;
    const dir = mkdtempSync(join(tmpdir(), "committed-schemas-"));
    try {
      // One archive is quicker than one `git show` per file, and keeps the folder's layout for $ref.
      const archive = execFileSync("git", ["archive", "HEAD", "--", inRepo.split(sep).join("/") || "."], { cwd: top, stdio: ["ignore", "pipe", "ignore"], maxBuffer: 1 << 30 });
      execFileSync("tar", ["-x", "-C", dir], { input: archive, stdio: ["pipe", "ignore", "ignore"] });
      this.extracted.set(key, dir);
      return dir;
    } catch {
      // No commit yet, or the folder is new since HEAD: nothing is committed to compare with.
      rmSync(dir, { recursive: true, force: true });
      this.extracted.set(key, null);
      return null;
    }
  }

  private git(cwd: string, args: string[]): string | null {
    try {
      return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      return null;
    }
  }
}
