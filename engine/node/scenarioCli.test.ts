import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadDefinitions } from "./loadDefinitions.ts";
import { loadScenarios, runScenario } from "./loadScenarios.ts";
import { ROOT } from "./paths.ts";

const TSX = join(ROOT, "node_modules", ".bin", "tsx");
const cli = (...args: string[]) => spawnSync(TSX, [join(ROOT, "engine", "node", "cli.ts"), ...args], { cwd: ROOT, encoding: "utf8" });

/**
 * `evaluate --scenario` and `test FILE` on scratch scenario files that extend a real complete
 * scenario of the first type that has one with a walk of two steps or more (no type is named).
 */
const picked = loadDefinitions().loaded.flatMap((loaded) =>
  loadScenarios(loaded.definition.id)
    .filter(({ scenario }) => scenario.expect.complete === true)
    .flatMap(({ scenario }) => {
      const report = runScenario(loaded, scenario);
      return report.complete && report.path.length > 2 ? [{ loaded, scenario, report }] : [];
    }),
)[0];
if (!picked) throw new Error("no complete scenario walks two steps");
const { loaded, scenario } = picked;
const TYPE = loaded.definition.id;

const scratch = mkdtempSync(join(tmpdir(), "scenario-cli-"));
const dir = join(scratch, TYPE);
mkdirSync(dir);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
writeFileSync(join(dir, "base-complete.json"), JSON.stringify({ base: true, today: scenario.today, profile: scenario.profile ?? {}, seasons: scenario.seasons ?? [], answers: scenario.answers }, null, 2));
const write = (name: string, content: object | string) => {
  writeFileSync(join(dir, name), typeof content === "string" ? content : JSON.stringify(content, null, 2));
  return join(dir, name);
};

/** The second step walked and the answers without those it asks: the walk stops there. */
const second = picked.report.path[1] ?? "";
const section = loaded.compiled.steps.get(second) ?? loaded.compiled.pages.find((p) => p.section.id === second);
const asked = (section?.section.schema.required ?? []).filter((k) => k in scenario.answers);
const stopped = runScenario(loaded, { ...scenario, answers: Object.fromEntries(Object.entries(scenario.answers).filter(([k]) => !asked.includes(k))) });

describe("npm run engine -- evaluate --scenario FILE", () => {
  it("judges the scenario with its bases merged in, on its own day, profile and seasons, the type taken from its folder", () => {
    const file = write("evaluated.json", { name: "evaluated", extends: "base-complete.json", expect: { complete: true } });
    const run = cli("evaluate", "--scenario", file);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(runScenario(loaded, { ...scenario, seasons: scenario.seasons ?? [] }, { trace: true }))));
  });

  it("refuses a scenario file with a mistake, naming file, line and column", () => {
    const file = write("misspelt.json", { name: "misspelt", extends: "base-complete.json", expect: { compelte: true } });
    const run = cli("evaluate", "--scenario", file);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/misspelt\.json:\d+:\d+ unknown-key unknown key "compelte" in "expect". Did you mean "complete"\?/);
  });
});

describe("npm run engine -- test FILE", () => {
  it("says where a walk expected complete stopped and why: the step, its errors and the path walked", () => {
    const file = write("stops.json", { name: "stops early", extends: "base-complete.json", omit: asked.map((k) => `/answers/${k}`), expect: { complete: true } });
    const run = cli("test", file);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("FAIL");
    expect(run.stdout).toContain("complete: expected true, got false");
    expect(run.stdout).toContain(`the walk: ${stopped.path.join(" → ")}; stopped at "${stopped.current}"`);
    for (const error of stopped.errors) expect(run.stdout).toContain(`  ${error.pointer}: ${error.message}`);
    expect(stopped.errors.length).toBeGreaterThan(0);
    expect(run.stdout).toMatch(/0 passed, 1 failed/);
  });

  it("reports a file that is not JSON at its line and column, with no stack trace", () => {
    const file = write("broken.json", `{\n  "name": "broken",\n  "extends": "base-complete.json"\n  "expect": {}\n}\n`);
    const run = cli("test", file);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`broken.json:4:3 json not valid JSON at line 4, column 3: a comma is missing between two items: add a comma after line 3,`);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
  });
});
