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

type RawStep = Record<string, unknown> & { id: string; next: Array<Record<string, unknown>> };
type RawDefinition = Record<string, unknown> & { wizard: { steps: RawStep[] } };
const licence = (): RawDefinition => JSON.parse(readFileSync(join(SCHEMAS, "types", "licence.json"), "utf8")) as RawDefinition;
const stepOf = (d: RawDefinition, id: string): RawStep => {
  const step = d.wizard.steps.find((s) => s.id === id);
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
    ["unreachable-step", (d: RawDefinition) => (stepOf(d, "licence-type").next = [{ goto: "transaction-type" }]), '"id": "commercial-category"', "unreachable-step /wizard/steps/2", -1],
    ["bad-enum", (d: RawDefinition) => ((stepOf(d, "licence-type").next[0]!.when as Record<string, unknown>).value = "Recreational"), '"value": "Recreational"', "unknown-enum-value /wizard/steps/1/next/0/when/value", 0],
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

describe("npm run engine -- evaluate", () => {
  const answersFile = join(scratch, "answers.json");
  const evaluate = (type: string, answers: unknown, today = "2026-11-22", profile: unknown = { nfa_registration_number: "NFA-1" }) => {
    writeFileSync(answersFile, JSON.stringify(answers));
    writeFileSync(join(scratch, "profile.json"), JSON.stringify(profile));
    const run = cli("evaluate", "--type", type, "--answers", answersFile, "--today", today, "--profile", join(scratch, "profile.json"));
    expect(run.status).toBe(0);
    return JSON.parse(run.stdout) as { path: string[]; asked: string[]; current: string | null; errors: Array<{ pointer: string; message: string }>; fees: { total: number } };
  };
  const port = { licence_type: "Commercial Fishing", commercial_category: "Artisanal", type_of_transaction: "New Licence", port_or_inland: "Fishing Port", region: "St. Catherine", port: "Old Harbour Bay", fishing_area: ["Pedro Bank"] };

  it("never asks commercial_category of a recreational licence", () => {
    const result = evaluate("APPLICATION_FOR_LICENCE", { licence_type: "Recreational Fishing", type_of_transaction: "New Licence", port_or_inland: "Fishing Port" });
    expect(result.path).toEqual(["licence-type", "transaction-type", "port-or-inland", "port-location"]);
    expect(result.asked).not.toContain("commercial_category");
  });

  it("never asks fishing_area of an inland licence", () => {
    const result = evaluate("APPLICATION_FOR_LICENCE", { ...port, port_or_inland: "Inland", region: "St.Elizabeth", inland: "Black River", type_of_species: ["Tilapia"], gear_type_to_be_licenced: ["Lines"], applicant_role_in_fisheries: ["Crew"] });
    expect(result.path).toContain("inland-location");
    expect(result.asked).not.toContain("fishing_area");
    expect(result.current).toBe("application-form");
  });

  it("refuses conch in its closed season with a clear message, and always allows spiny lobster", () => {
    const conch = evaluate("APPLICATION_FOR_LICENCE", { ...port, special_type_of_species: ["Conch"], type_of_conch: "Queen conch" }, "2026-11-22");
    expect(conch.current).toBe("species");
    expect(conch.errors).toEqual([{ pointer: "/special_type_of_species/0", message: "Conch is in its closed season and cannot be chosen now" }]);
    const lobster = evaluate("APPLICATION_FOR_LICENCE", { ...port, special_type_of_species: ["Spiny Lobster"] }, "2026-05-10");
    expect(lobster.current).toBe("gear-and-role");
    expect(lobster.errors.map((e) => e.pointer)).not.toContain("/special_type_of_species/0");
  });

  it("asks substitute_id_card_number for the substitute ID card letter and for no other letter", () => {
    expect(evaluate("APPLICATION_FOR_GENERAL_ADMINISTRATION", { type_of_letter_requested: "Substitute ID Card" }).asked).toContain("substitute_id_card_number");
    for (const letter of ["Verification Letter for Fishers", "Consulate Letter", "Spear Gun Import Letter"]) {
      expect(evaluate("APPLICATION_FOR_GENERAL_ADMINISTRATION", { type_of_letter_requested: letter }).asked).not.toContain("substitute_id_card_number");
    }
  });

  it("explains itself: an unknown type and a missing answers file are clear errors", () => {
    const unknown = cli("evaluate", "--type", "NOPE", "--answers", answersFile);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/no definition with id NOPE/);
    expect(cli("evaluate", "--type", "APPLICATION_FOR_LICENCE", "--answers", "/nonexistent.json").stderr).toMatch(/cannot read/);
  });
});

describe("npm run engine -- graph and test", () => {
  it("prints the step graph as Mermaid with labelled edges", () => {
    const run = cli("graph", "--type", "APPLICATION_FOR_LICENCE");
    expect(run.stdout).toMatch(/^flowchart TD/);
    expect(run.stdout).toContain('licence_type -->|"licence_type = Recreational Fishing"| transaction_type');
  });

  it("runs the scenarios with a closing count", () => {
    const run = cli("test", "--type", "NOTICE_OF_VIOLATION");
    expect(run.stdout).toMatch(/^PASS NOTICE_OF_VIOLATION /m);
    expect(run.stdout).toMatch(/^\d+ passed, 0 failed$/m);
    expect(run.status).toBe(0);
  });
});
