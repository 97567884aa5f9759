import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const SKIP = new Set(["node_modules", "dist", "data", "coverage", ".git", "schemas", "fixtures", "docs"]);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) && dir === ROOT) return [];
    if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

const typeIds = readdirSync(join(ROOT, "schemas", "types"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => (JSON.parse(readFileSync(join(ROOT, "schemas", "types", f), "utf8")) as { id: string }).id);

describe("adding an application type needs no code", () => {
  it("knows the types from schemas/types", () => {
    expect(typeIds.length).toBeGreaterThanOrEqual(3);
  });

  it("no code outside schemas/ and fixtures/ names an application type constant", () => {
    const offenders = codeFiles(ROOT).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return typeIds.filter((id) => text.includes(id)).map((id) => `${relative(ROOT, file)}: ${id}`);
    });
    expect(offenders).toEqual([]);
  });
});
