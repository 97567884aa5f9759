import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { FieldSchema } from "../types.ts";
import { fieldSchemas } from "../scenarios/checkScenarioAnswers.ts";
import type { Scenario } from "../scenarios/Scenario.ts";
import { loadDefinitions } from "./loadDefinitions.ts";
import { loadScenarios, readScenarioFolder, type ScenarioEntry } from "./loadScenarios.ts";

/**
 * The scenario loader (decision 0032) on scratch folders. The type and its answers are the first
 * definition of schemas/types with a complete scenario answering a choice from a list, so no
 * type, field or value is named here.
 */
const picked = loadDefinitions().loaded.flatMap((loaded) => {
  const fields = fieldSchemas(loaded.compiled);
  const offered = (name: string) => (fields.get(name) ?? []).flatMap((s: FieldSchema) => s.enum ?? []);
  return loadScenarios(loaded.definition.id).flatMap(({ scenario }) => {
    const choice = Object.entries(scenario.answers).find(([name, value]) => typeof value === "string" && offered(name).includes(value) && name.length > 4);
    const other = choice && offered(choice[0]).find((v) => v !== choice[1]);
    return scenario.expect.complete === true && choice && typeof other === "string" ? [{ loaded, scenario, choice: [...choice, other] as [string, string, string] }] : [];
  });
})[0];
if (!picked) throw new Error("no complete scenario answers a choice from a list");
const { loaded, scenario: complete, choice } = picked;
/** A field of a choice list, the scenario's answer to it, and another choice it offers. */
const [field, value, otherValue] = choice;
const TYPE = loaded.definition.id;

const scratch = mkdtempSync(join(tmpdir(), "scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;

/** A scratch folder named after the type, holding the given files (objects written as JSON, strings as they are); its entries by file name. */
function folder(files: Record<string, object | string>): { dir: string; texts: Record<string, string>; entries: Record<string, ScenarioEntry> } {
  const dir = join(scratch, String(folders++), TYPE);
  mkdirSync(dir, { recursive: true });
  const texts: Record<string, string> = {};
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), (texts[name] = typeof content === "string" ? content : JSON.stringify(content, null, 2)));
  const entries = Object.fromEntries(readScenarioFolder(dir, loaded.compiled).map((e) => [e.file.split("/").pop() ?? "", e]));
  return { dir, texts, entries };
}

/** `line:column` (1-based) of the first `needle` in a text, as the issues give it. */
function where(text: string, needle: string): string {
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.includes(needle));
  return `${line + 1}:${(lines[line] ?? "").indexOf(needle) + 1}`;
}
const located = (entry: ScenarioEntry | undefined) => (entry?.issues ?? []).map((i) => `${i.file.split("/").pop()}:${i.line}:${i.column} ${i.code} ${i.message}`);

const base = { base: true, today: complete.today, profile: complete.profile ?? {}, answers: complete.answers };
const expectation: Scenario["expect"] = { complete: true };

describe("a scenario that extends a base", () => {
  it("is the base's day, profile and answers with its own laid on, key by key; the base is not run and its expect is never inherited", () => {
    const { entries } = folder({
      "base-complete.json": base,
      "one-change.json": { name: "one change", extends: "base-complete.json", profile: { extra: "x" }, answers: { [field]: otherValue }, expect: { current: null } },
    });
    expect(entries["base-complete.json"]?.base).toBe(true);
    expect(entries["base-complete.json"]?.scenario).toBeNull();
    const resolved = entries["one-change.json"]?.scenario;
    expect(resolved?.today).toBe(complete.today);
    expect(resolved?.profile).toEqual({ ...complete.profile, extra: "x" });
    expect(resolved?.answers).toEqual({ ...complete.answers, [field]: otherValue });
    expect(resolved?.expect).toEqual({ current: null });
  });

  it("may drop inherited answers with omit, keeps a null answer as null, and may extend a base that extends a base", () => {
    const { entries } = folder({
      "base-a.json": base,
      "base-b.json": { base: true, extends: "base-a.json", omit: [`/answers/${field}`] },
      "scenario.json": { name: "two levels", extends: "base-b.json", answers: { cleared: null }, expect: expectation },
    });
    const { [field]: _dropped, ...rest } = complete.answers;
    // "cleared" is no field of the type, so the file has an issue; the merge is still shown by a base-free check below.
    expect(located(entries["scenario.json"])).toEqual([expect.stringMatching(/unknown-field "cleared" is not a field of/)]);
    const fine = folder({ "base-a.json": base, "base-b.json": { base: true, extends: "base-a.json", omit: [`/answers/${field}`] }, "s.json": { name: "s", extends: "base-b.json", answers: { [field]: null }, expect: expectation } });
    expect(fine.entries["s.json"]?.scenario?.answers).toEqual({ ...rest, [field]: null });
  });

  it("says so, with line and column, when omit names nothing inherited", () => {
    const { texts, entries } = folder({ "base.json": base, "s.json": { name: "s", extends: "base.json", omit: [`/answers/${field}x`], expect: expectation } });
    expect(located(entries["s.json"])).toEqual([`s.json:${where(texts["s.json"] ?? "", `"/answers/${field}x"`)} omit-missing omit "/answers/${field}x" removes nothing: the base gives no such value. Did you mean "/answers/${field}"?`]);
  });

  it("finds a circle of extends and names it", () => {
    const { texts, entries } = folder({ "a.json": { name: "a", extends: "b.json", expect: expectation }, "b.json": { base: true, extends: "a.json" } });
    const message = "extends-cycle extends goes round in a circle (a.json → b.json → a.json): a base cannot extend a file that extends it.";
    expect(located(entries["a.json"])).toEqual([`b.json:${where(texts["b.json"] ?? "", '"extends"')} ${message}`]);
    expect(entries["a.json"]?.scenario).toBeNull();
  });

  it("points at a missing base with the name it probably meant", () => {
    const { texts, entries } = folder({ "base-complete.json": base, "s.json": { name: "s", extends: "base-compelte.json", expect: expectation } });
    expect(located(entries["s.json"])).toEqual([`s.json:${where(texts["s.json"] ?? "", '"extends"')} extends-missing extends "base-compelte.json", but there is no such file in ${entries["s.json"]?.file.replace(/\/s\.json$/, "")}. Did you mean "base-complete.json"?`]);
  });

  it("does not let a base carry an expect it would never check", () => {
    const { entries } = folder({ "base.json": { ...base, expect: expectation } });
    expect(located(entries["base.json"])).toEqual([expect.stringMatching(/^base\.json:\d+:\d+ base-expect a base is never run/)]);
  });
});

describe("a scenario file with a mistake", () => {
  it("that is not JSON is located at the line and column of the mistake, without a stack trace", () => {
    const text = `{\n  "name": "broken",\n  "today": "${complete.today}",\n  "answers": {},\n  "expect": { "complete": true, }\n}\n`;
    const { entries } = folder({ "broken.json": text });
    expect(located(entries["broken.json"])).toEqual([`broken.json:5:${(text.split("\n")[4] ?? "").lastIndexOf("}") + 1} json not valid JSON at line 5, column ${(text.split("\n")[4] ?? "").lastIndexOf("}") + 1}: a comma before this closing }: JSON allows no comma after the last item; delete the comma at line 5, column ${(text.split("\n")[4] ?? "").lastIndexOf(",") + 1}`]);
  });

  it("with a misspelt expectation says which key it meant, rather than passing having checked nothing", () => {
    const { texts, entries } = folder({ "s.json": { name: "s", today: complete.today, answers: {}, expect: { curent: null } } });
    expect(located(entries["s.json"])).toEqual([`s.json:${where(texts["s.json"] ?? "", '"curent"')} unknown-key unknown key "curent" in "expect". Did you mean "current"?`]);
  });

  it("with an answer that is no field of the type says which field it meant", () => {
    const typo = `${field.slice(0, 1)}${field.slice(2)}`;
    const { texts, entries } = folder({ "base.json": base, "s.json": { name: "s", extends: "base.json", answers: { [typo]: value }, expect: expectation } });
    expect(located(entries["s.json"])).toEqual([`s.json:${where(texts["s.json"] ?? "", `"${typo}"`)} unknown-field "${typo}" is not a field of ${TYPE}. Did you mean "${field}"?`]);
  });

  it("with a value its field does not offer says which value it meant, unless the scenario expects an error there", () => {
    const typo = value.includes(".") ? value.replace(".", ". ") : value.toUpperCase();
    const { texts, entries } = folder({
      "base.json": base,
      "s.json": { name: "s", extends: "base.json", answers: { [field]: typo }, expect: expectation },
      "t.json": { name: "t", extends: "base.json", answers: { [field]: typo }, expect: { errors: [{ pointer: `/${field}`, message: "Choose one of the options offered" }] } },
    });
    expect(located(entries["s.json"])).toEqual([`s.json:${where(texts["s.json"] ?? "", `"${field}"`)} value-not-offered "${typo}" is not one of the choices of ${field}. Did you mean "${value}"?`]);
    expect(located(entries["t.json"])).toEqual([]);
  });

  it("with an expectation naming a field the type does not have says so", () => {
    const typo = `${field}s`;
    const { texts, entries } = folder({ "base.json": base, "s.json": { name: "s", extends: "base.json", expect: { notAsked: [typo] } } });
    expect(located(entries["s.json"])).toEqual([`s.json:${where(texts["s.json"] ?? "", `"${typo}"`)} unknown-field ${TYPE} has no field "${typo}". Did you mean "${field}"?`]);
  });

  it("with a partial expectation naming a step or field the type does not have says so, for each of pathIncludes, pathStartsWith and askedIncludes", () => {
    const step = [...loaded.compiled.steps.keys()][0] ?? "";
    const [stepTypo, startTypo, fieldTypo] = [`${step}s`, `${step}-`, `${field}s`];
    const { texts, entries } = folder({
      "base.json": base,
      "s.json": { name: "s", extends: "base.json", expect: { pathIncludes: [stepTypo], pathStartsWith: [startTypo], askedIncludes: [fieldTypo] } },
    });
    const text = texts["s.json"] ?? "";
    expect(located(entries["s.json"])).toEqual([
      `s.json:${where(text, `"${stepTypo}"`)} unknown-field ${TYPE} has no step or page "${stepTypo}". Did you mean "${step}"?`,
      `s.json:${where(text, `"${startTypo}"`)} unknown-field ${TYPE} has no step or page "${startTypo}". Did you mean "${step}"?`,
      `s.json:${where(text, `"${fieldTypo}"`)} unknown-field ${TYPE} has no field "${fieldTypo}". Did you mean "${field}"?`,
    ]);
  });
});
