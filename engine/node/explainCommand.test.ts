import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { explainApplication } from "../explain/explainApplication.ts";
import { contextFor, loadDefinitions } from "./loadDefinitions.ts";
import { loadScenarios } from "./loadScenarios.ts";
import { ROOT } from "./paths.ts";

const TSX = join(ROOT, "node_modules", ".bin", "tsx");
const cli = (...args: string[]) => spawnSync(TSX, [join(ROOT, "engine", "node", "cli.ts"), ...args], { cwd: ROOT, encoding: "utf8" });
const scratch = mkdtempSync(join(tmpdir(), "explain-cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A complete scenario (from fixtures/scenarios) that leaves out a step and a document, whichever type has one first. */
const picked = loadDefinitions()
  .loaded.flatMap(({ definition, compiled }) => loadScenarios(definition.id).map(({ scenario }) => ({ definition, compiled, scenario })))
  .find(({ compiled, scenario }) => {
    if (scenario.expect.complete !== true || scenario.seasons) return false;
    const explained = explainApplication(compiled, scenario.answers, contextFor(scenario.today, scenario.profile ?? {}));
    return explained.steps.some((s) => s.outcome === "notAsked") && explained.documents.some((d) => d.outcome === "notAsked");
  });
if (!picked) throw new Error("no complete scenario skips a step and a document");
const { definition, compiled, scenario } = picked;
const answersFile = join(scratch, "answers.json");
const profileFile = join(scratch, "profile.json");
writeFileSync(answersFile, JSON.stringify(scenario.answers));
writeFileSync(profileFile, JSON.stringify(scenario.profile ?? {}));
const args = ["explain", "--type", definition.id, "--answers", answersFile, "--profile", profileFile, "--today", scenario.today];

describe(`npm run engine -- explain (${definition.id}: ${scenario.name})`, () => {
  it("prints every step, page, document and fee line under its heading with its outcome and why in words", () => {
    const run = cli(...args);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const expected = explainApplication(compiled, scenario.answers, contextFor(scenario.today, scenario.profile ?? {}));
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe(`${definition.title} (${definition.id}), judged on ${scenario.today}: complete`);
    const headings = ["Steps", "Pages", "Documents", "Fees"].map((h) => lines.indexOf(h));
    expect(headings.every((at, i) => at > 0 && (i === 0 || at > (headings[i - 1] as number)))).toBe(true);
    for (const item of [...expected.steps, ...expected.pages, ...expected.documents, ...expected.fees.lines]) {
      const at = lines.findIndex((line) => line.trimStart().endsWith(`${item.id} (${item.title})`));
      expect(at, item.id).toBeGreaterThan(0);
      expect(lines[at + 1]?.trim(), item.id).toBe(item.because);
    }
    expect(run.stdout).toMatch(/^ {2}not asked +\S+ \(.+\)\n {6}Not asked: /m);
    expect(run.stdout).toMatch(/^ {2}not asked +\S+ \(.+\)\n {6}Not (required|asked) because .+\.\n {6}rule: /m);
    expect(run.stdout).toContain(`Total ${expected.fees.total}`);
  });

  it("prints the explanation as JSON with --json, the shape staff's case view reads", () => {
    const run = cli(...args, "--json");
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(explainApplication(compiled, scenario.answers, contextFor(scenario.today, scenario.profile ?? {})))));
  });

  it("says what is missing: no answers file, or a type that does not exist", () => {
    const noAnswers = cli("explain", "--type", definition.id);
    expect(noAnswers.status).toBe(2);
    expect(noAnswers.stderr).toContain("--answers FILE is required");
    const unknown = cli("explain", "--type", "NO_SUCH_TYPE", "--answers", answersFile);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("no definition with id NO_SUCH_TYPE");
  });
});
