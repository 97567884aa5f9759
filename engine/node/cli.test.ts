import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, SCHEMAS } from "./paths.ts";

const TSX = join(ROOT, "node_modules", ".bin", "tsx");
const cli = (...args: string[]) => spawnSync(TSX, [join(ROOT, "engine", "node", "cli.ts"), ...args], { cwd: ROOT, encoding: "utf8" });

/** A scratch schemas tree whose common/ and lists/ are the real ones, for broken copies of a definition. */
const scratch = mkdtempSync(join(tmpdir(), "broken-defs-"));
mkdirSync(join(scratch, "types"));
for (const name of ["common", "lists", "definition.schema.json"]) symlinkSync(join(SCHEMAS, name), join(scratch, name));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type RawStep = Record<string, unknown> & { id?: string; $ref?: string; next: Array<Record<string, unknown>> };
type RawDefinition = Record<string, unknown> & { wizard: { steps: RawStep[] } };
const licence = (): RawDefinition => JSON.parse(readFileSync(join(SCHEMAS, "types", "licence.json"), "utf8")) as RawDefinition;
/** A step's id: its own, or, for a step taken from schemas/common/ by `$ref`, the shared file's. */
const idOf = (s: RawStep): string | undefined =>
  s.id ?? (typeof s.$ref === "string" ? (JSON.parse(readFileSync(join(SCHEMAS, "types", s.$ref), "utf8")) as { id?: string }).id : undefined);
const stepOf = (d: RawDefinition, id: string): RawStep => {
  const step = d.wizard.steps.find((s) => idOf(s) === id);
  if (!step) throw new Error(`no step ${id}`);
  return step;
};

function writeBroken(name: string, change: (d: RawDefinition) => void): { file: string; text: string } {
  const definition = licence();
  change(definition);
  const file = join(scratch, "types", `${name}.json`);
  const text = JSON.stringify(definition, null, 2);
  writeFileSync(file, text);
  return { file, text };
}

/** 1-based line and column of the first occurrence of `needle` in the text. */
function where(text: string, needle: string): string {
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.includes(needle));
  return `${line + 1}:${(lines[line] ?? "").indexOf(needle) + 1}`;
}

describe("npm run engine -- check", () => {
  it("passes the definitions in schemas/types", () => {
    const run = cli("check");
    expect(run.stdout).toMatch(/definition\(s\) checked, no issues/);
    expect(run.status).toBe(0);
  });

  it.each([
    ["unknown-goto", (d: RawDefinition) => (stepOf(d, "commercial-category").next = [{ goto: "nowhere" }]), '"goto": "nowhere"', "unknown-goto /wizard/steps/2/next/0/goto", 0],
    ["unreachable-step", (d: RawDefinition) => (stepOf(d, "species").next = [{ goto: "$end" }]), '"id": "gear-and-role"', "unreachable-step /wizard/steps/9", -1],
    // The licence writes this rule as the short equality (decision 0036): the lint's pointer is the canonical leaf's `value`, located at `equals`.
    ["bad-enum", (d: RawDefinition) => ((stepOf(d, "licence-type").next[0]!.when as Record<string, unknown>).equals = "Recreational"), '"equals": "Recreational"', "unknown-enum-value /wizard/steps/1/next/0/when/value", 0],
    ["missing-property", (d: RawDefinition) => delete stepOf(d, "species").title, '"id": "species"', "schema /wizard/steps/8 missing required property \"title\"", -1],
    ["wrong-type", (d: RawDefinition) => (d.requiresLogin = "yes"), '"requiresLogin"', "schema /requiresLogin must be boolean", 0],
    // An object in a list has no key: its position is its opening brace, the line before its first property.
  ])("fails a copy with %s, naming file, pointer and line:column", (name, change, needle, expected, lineOffset) => {
    const { text } = writeBroken(name, change);
    const run = cli("check", join(scratch, "types", `${name}.json`));
    expect(run.status).toBe(1);
    const line = Number(where(text, needle).split(":")[0]) + lineOffset;
    expect(run.stdout).toMatch(new RegExp(`types/${name}\\.json:${line}:\\d+ `));
    expect(run.stdout).toContain(expected);
  });
});
