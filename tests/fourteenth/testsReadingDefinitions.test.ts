import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COVERING_FILES } from "./coverageOf.ts";
import { testsReadingDefinitions } from "./testsReadingDefinitions.ts";

const ROOT = join(import.meta.dirname, "..", "..");

/** A small repository: a loader that lists schemas/types, the ways of reaching it, and tests that do not. */
const TREE: Record<string, string> = {
  "engine/node/paths.ts": 'import { join } from "node:path";\nexport const TYPES = join(import.meta.dirname, "..", "..", "schemas", "types");\n',
  "engine/node/load.ts": 'import { readdirSync } from "node:fs";\nimport { TYPES } from "./paths.ts";\nexport interface Loaded { id: string }\nexport const load = (): string[] => readdirSync(TYPES);\n',
  "engine/node/cli.ts": 'import { load } from "./load.ts";\nconsole.log(load());\n',
  "engine/middle.ts": 'export { load } from "./node/load.ts";\n',
  "engine/pure.ts": "export const add = (a: number, b: number) => a + b;\n",
  "engine/pure.test.ts": 'import { add } from "./pure.ts";\nimport { TYPES } from "./node/paths.ts";\nimport type { Loaded } from "./node/load.ts";\n// readdirSync(TYPES) in a comment lists nothing\nexport const seen: Loaded[] = [{ id: /x/.exec(TYPES)?.[0] ?? String(add(1, 2)) }];\n',
  "tests/through.test.ts": 'import { load } from "../engine/middle.ts";\nload();\n',
  "tests/dynamic.test.ts": 'export const later = () => import("../engine/node/load.ts");\n',
  "tests/mocked.test.ts": 'import { vi } from "vitest";\nvi.mock("../engine/node/load.ts", () => ({ load: () => [] }));\n',
  "tests/child.test.ts": 'import { spawnSync } from "node:child_process";\nimport { join } from "node:path";\nconst ROOT = join(import.meta.dirname, "..");\nspawnSync(process.execPath, [join(ROOT, "engine", "node", "cli.ts")]);\n',
  "tests/walker.test.ts": 'import { execFileSync } from "node:child_process";\nexecFileSync("git", ["archive", "HEAD", "--", "schemas"]);\n',
  "tests/tool.test.ts": 'import { execFileSync } from "node:child_process";\nexecFileSync("pdftotext", ["a.pdf", "-"]);\n',
  "tests/itself.test.ts": 'import { readdirSync } from "node:fs";\nexport const files = readdirSync("fixtures");\n',
  "tests/e2e/browser.test.ts": 'import { load } from "../../engine/node/load.ts";\nload();\n',
  "tests/setup.ts": "export {};\n",
};
const PATTERNS = { include: ["engine/**/*.test.ts", "tests/**/*.test.{ts,tsx}"], exclude: ["tests/e2e/**"], setupFiles: ["tests/setup.ts"] };

const scratch = mkdtempSync(join(tmpdir(), "tests-reading-definitions-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
for (const [file, text] of Object.entries(TREE)) {
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  writeFileSync(join(scratch, file), text);
}

describe("the tests a new type can change (tests/fourteenth/testsReadingDefinitions.ts)", () => {
  it("finds the test files from vitest's include and exclude", () => {
    expect(testsReadingDefinitions(scratch, PATTERNS).tests).toEqual(["engine/pure.test.ts", "tests/child.test.ts", "tests/dynamic.test.ts", "tests/itself.test.ts", "tests/mocked.test.ts", "tests/through.test.ts", "tests/tool.test.ts", "tests/walker.test.ts"]);
  });

  it("takes a module that lists a folder as a root, not one that names it, mentions a listing in a comment or runs a RegExp's exec", () => {
    expect(testsReadingDefinitions(scratch, PATTERNS).roots).toEqual(["engine/node/load.ts", "tests/itself.test.ts", "tests/walker.test.ts"]);
  });

  it("selects a test through re-exports, dynamic imports, vi.mock and a script a child process runs, and one that lists a folder itself", () => {
    const { selected, via } = testsReadingDefinitions(scratch, PATTERNS);
    expect(selected).toEqual(["tests/child.test.ts", "tests/dynamic.test.ts", "tests/itself.test.ts", "tests/mocked.test.ts", "tests/through.test.ts", "tests/walker.test.ts"]);
    expect(via.get("tests/through.test.ts")).toEqual(["tests/through.test.ts", "engine/middle.ts", "engine/node/load.ts"]);
    expect(via.get("tests/child.test.ts")).toEqual(["tests/child.test.ts", "engine/node/cli.ts", "engine/node/load.ts"]);
  });

  it("leaves out a test that imports only pure modules, the paths and the loader's types, and one that starts a tool that walks nothing", () => {
    const { selected } = testsReadingDefinitions(scratch, PATTERNS);
    expect(selected).not.toContain("engine/pure.test.ts");
    expect(selected).not.toContain("tests/tool.test.ts");
  });

  it("selects every test when the setup file every test loads is a root", () => {
    const { tests, selected } = testsReadingDefinitions(scratch, { ...PATTERNS, setupFiles: ["engine/node/load.ts"] });
    expect(selected).toEqual(tests);
  });

  describe("in this repository", () => {
    const { tests, selected, roots, via } = testsReadingDefinitions();

    it("selects every file that must cover the fourteenth type", () => {
      expect(COVERING_FILES.filter((file) => !selected.includes(file))).toEqual([]);
    });

    it("finds the loaders of definitions and scenarios and the server's definitions as roots", () => {
      expect(roots).toEqual(expect.arrayContaining(["engine/node/loadDefinitions.ts", "engine/node/loadScenarios.ts", "server/plugins/app/definitions.ts"]));
    });

    it("selects every test file that lists schemas/types or fixtures/scenarios in its own code", () => {
      const listing = tests.filter((file) => /readdirSync\((TYPES_DIR|SCENARIOS_DIR|join\([^)]*"(schemas", "types|fixtures", "scenarios)")/.test(readFileSync(join(ROOT, file), "utf8")));
      expect(listing.length).toBeGreaterThan(0);
      expect(listing.filter((file) => !selected.includes(file))).toEqual([]);
    });

    it("leaves out some test files, each reaching no root", () => {
      const left = tests.filter((file) => !selected.includes(file));
      expect(left.length).toBeGreaterThan(0);
      expect(left.filter((file) => via.has(file) || roots.includes(file))).toEqual([]);
      for (const chain of via.values()) expect(roots).toContain(chain.at(-1));
    });
  });
});
