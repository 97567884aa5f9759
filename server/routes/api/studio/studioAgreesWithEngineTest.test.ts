import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDefinitionText } from "../../../../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../../../../engine/node/loadScenarios.ts";
import { ROOT, SCENARIOS_DIR, SCHEMAS, TYPES_DIR } from "../../../../engine/node/paths.ts";
import { fieldSchemas } from "../../../../engine/scenarios/checkScenarioAnswers.ts";
import type { StudioCheck } from "../../../services/studioCheck.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";

/**
 * Issue 26: the studio and `npm run engine -- test`, fed the same edited definition and the same
 * scenarios, give the same results: which scenarios pass, and what each failing one says. The
 * edit is an analyst's rename of a field (every mention in the type's file renamed), so the
 * scenarios still answering the old name are mistakes the command line reports; the studio once
 * ran them anyway and called most of them passing.
 */
const LICENCE_FILE = join(TYPES_DIR, "licence.json");
const committedText = readFileSync(LICENCE_FILE, "utf8");
const type = (JSON.parse(committedText) as { id: string }).id;
const scenarios = loadScenarios(type);

/** The first field the scenarios answer whose rename in the type's own file alone leaves the definition clean. */
function renamedField(): { from: string; to: string; text: string } {
  const loaded = loadDefinitionText(LICENCE_FILE, committedText).loaded;
  if (!loaded) throw new Error("the committed definition does not load");
  for (const from of fieldSchemas(loaded.compiled).keys()) {
    if (!scenarios.some((s) => from in s.scenario.answers)) continue;
    const to = `${from}_renamed`;
    const text = committedText.split(JSON.stringify(from)).join(JSON.stringify(to));
    if (text === committedText) continue;
    const edited = loadDefinitionText(LICENCE_FILE, text);
    if (edited.loaded && edited.issues.length === 0) return { from, to, text };
  }
  throw new Error(`no field of ${type} answered by its scenarios can be renamed in its own file alone`);
}

/** A scenario's result, its file's paths reduced to the file's name (the two read the same files through different paths). */
interface Result {
  passed: boolean;
  diffs: string[];
}
const plain = (line: string) => line.replace(/\S*\/([^/\s]+\.json)/g, "$1");

/** `engine test --definition`: the edited file where its $refs still resolve, the type's scenarios beside it. */
function engineTest(text: string): Map<string, Result> {
  const scratch = mkdtempSync(join(tmpdir(), "studio-agrees-"));
  try {
    for (const entry of readdirSync(SCHEMAS)) if (entry !== "types") symlinkSync(join(SCHEMAS, entry), join(scratch, entry));
    mkdirSync(join(scratch, "types"));
    const file = join(scratch, "types", basename(LICENCE_FILE));
    writeFileSync(file, text);
    symlinkSync(join(SCENARIOS_DIR, type), join(scratch, "types", "scenarios"));
    let output: string;
    try {
      output = execFileSync(join(ROOT, "node_modules", ".bin", "tsx"), [join(ROOT, "engine", "node", "cli.ts"), "test", "--definition", file], { encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      // Failing scenarios exit 1: their lines are the point.
      output = (error as { stdout: string }).stdout;
    }
    const results = new Map<string, Result>();
    let current: Result | null = null;
    for (const line of output.split("\n")) {
      const head = /^(PASS|FAIL) \S+ .* \((.+\.json)\)$/.exec(line);
      if (head) {
        current = { passed: head[1] === "PASS", diffs: [] };
        results.set(basename(head[2] as string, ".json"), current);
      } else if (line.startsWith("     ") && current) current.diffs.push(plain(line.trim()));
    }
    return results;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

let app: FastifyInstance;
let staff: string;
beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: "2026-11-22" });
  staff = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
});
afterAll(async () => app.close());

describe("the studio and engine test on the same edited definition", () => {
  it("give every scenario the same result and the same words, the answer of a renamed field a mistake in both", async () => {
    const { from, text } = renamedField();
    const response = await app.inject({ method: "POST", url: `/api/studio/types/${type}/check`, headers: { authorization: staff }, payload: { source: text } });
    expect(response.statusCode, response.body).toBe(200);
    const studio = response.json<{ data: StudioCheck }>().data;
    const inStudio = new Map((studio.scenarios ?? []).map((s) => [s.name, { passed: s.passed, diffs: s.diffs.map(plain) }]));
    const onCommandLine = engineTest(text);
    expect(onCommandLine.size).toBe(scenarios.length);
    expect(inStudio).toEqual(onCommandLine);
    // The scenarios answering the old name fail in both, saying so.
    const answering = scenarios.filter((s) => from in s.scenario.answers).map((s) => basename(s.file, ".json"));
    expect(answering.length).toBeGreaterThan(0);
    for (const name of answering) {
      expect(inStudio.get(name)?.passed, name).toBe(false);
      expect(inStudio.get(name)?.diffs.join("\n"), name).toContain(`unknown-field "${from}" is not a field of ${type}`);
    }
  });
});
