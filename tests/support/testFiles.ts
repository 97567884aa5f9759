import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

/** A glob of vitest's include/exclude (`**`, `*`, `?`, `{a,b}`) as a regular expression over a relative path. */
export function globToRegExp(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (glob.startsWith("**/", i)) {
      source += "(?:.*/)?";
      i += 2;
    } else if (glob.startsWith("**", i)) {
      source += ".*";
      i += 1;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else if (c === "{") source += "(?:";
    else if (c === "}") source += ")";
    else if (c === ",") source += "|";
    else source += c.replace(/[.+^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/** Every file under `dir`, relative to `root`: node_modules, hidden folders and links left out, as vitest leaves them. */
export function filesUnder(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".") || entry.isSymbolicLink()) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path, root) : [relative(root, path)];
  });
}

/** The files of `files` (relative paths) that vitest's `include` picks and its `exclude` leaves, sorted. */
export function matching(files: string[], include: string[], exclude: string[]): string[] {
  const picked = include.map(globToRegExp);
  const left = exclude.map(globToRegExp);
  return files.filter((f) => picked.some((r) => r.test(f)) && !left.some((r) => r.test(f))).sort();
}
