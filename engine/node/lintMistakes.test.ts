import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { normalizeConditions } from "../definition/normalizeConditions.ts";
import { PORTAL_WIDGETS } from "../lint/widgetNames.ts";
import { checkLists } from "./checkLists.ts";
import { defaultSeasons, loadDefinition, type LocatedIssue } from "./loadDefinitions.ts";
import { ROOT, SCHEMAS } from "./paths.ts";

// Issue 16, "Lint an analyst can act on": one definition per mistake, each a copy of the committed
// licence with that one mistake, checked for the message, the file, the line and the column an
// analyst's editor would jump to. Lines and columns are found in the text written, not by the lint.

/** A scratch schemas tree whose common/ and lists/ are the real ones, beside broken copies. */
const scratch = mkdtempSync(join(tmpdir(), "lint-mistakes-"));
for (const dir of ["types", "broken"]) mkdirSync(join(scratch, dir));
for (const name of ["common", "lists", "definition.schema.json"]) symlinkSync(join(SCHEMAS, name), join(scratch, name));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Json = Record<string, unknown>;
type RawField = Json & { type?: string; maxLength?: number; errorMessage?: Record<string, string> };
type RawStep = Json & { id?: string; $ref?: string; next: Array<Json & { goto: string; when?: unknown }>; schema: { required?: string[]; properties: Record<string, RawField> }; ui?: Record<string, Json> };
type RawLine = Json & { id: string; when?: unknown; amounts: Array<{ from: string; amount: number }> };
type RawDefinition = Json & { wizard: { steps: RawStep[] }; fees: { lines: RawLine[] }; documents: { items: Json[]; groups?: Json[] }; conditions: Record<string, unknown> };

const LICENCE = join(SCHEMAS, "types", "licence.json");
/** The committed licence with its short equalities written out as full leaves (decision 0036), so a test can break a leaf's `value`; without its migration. */
const licence = (): RawDefinition => {
  const definition = normalizeConditions(JSON.parse(readFileSync(LICENCE, "utf8"))) as RawDefinition & { migrations?: unknown };
  // A copy in the scratch folder is a type's first version there (no history beside it): no migration.
  delete definition.migrations;
  return definition;
};
/** Steps written in the definition itself (not `$ref`'d from common/), with their index. */
const inlineSteps = (d: RawDefinition) => d.wizard.steps.map((step, index) => ({ step, index })).filter(({ step }) => typeof step.id === "string");
/**
 * The first step whose `next`, written in the licence itself (a shared step's `next` may stand
 * beside its `$ref`, decision 0036), is a condition then a fallback; with the text that anchors it
 * in the file and the field its condition reads.
 */
const branching = (d: RawDefinition) => {
  const found = d.wizard.steps.map((step, index) => ({ step, index })).find(({ step }) => step.next?.length === 2 && typeof (step.next[0]?.when as { value?: unknown } | undefined)?.value === "string" && step.next[1]?.when === undefined);
  if (!found) throw new Error("the licence has no branching step to break");
  const anchor = typeof found.step.id === "string" ? `"id": "${found.step.id}"` : `"$ref": "${found.step.$ref as string}"`;
  return { ...found, anchor, field: (found.step.next[0]?.when as { field: string }).field };
};
const inlineLines = (d: RawDefinition) => d.fees.lines.map((line, index) => ({ line, index })).filter(({ line }) => typeof line.id === "string");

function writeText(name: string, text: string, dir = "types"): string {
  const file = join(scratch, dir, `${name}.json`);
  writeFileSync(file, text);
  return file;
}

function writeBroken(name: string, change: (d: RawDefinition) => void): { file: string; text: string } {
  const definition = licence();
  change(definition);
  const text = JSON.stringify(definition, null, 2);
  return { file: writeText(name, text), text };
}

/** 1-based line and column of an offset. */
function at(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split("\n");
  return { line: lines.length, column: (lines[lines.length - 1] ?? "").length + 1 };
}

/** Line and column of the first `needle` after each anchor in turn (anchors narrow the search to one part of the text). */
function where(text: string, ...needles: string[]): { line: number; column: number } {
  let offset = -1;
  for (const needle of needles) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`${needle} is not in the text`);
  }
  return at(text, offset);
}

/** Every issue and warning of one code that loading the file reports. */
function found(file: string, code: LocatedIssue["code"]): LocatedIssue[] {
  const { issues, warnings } = loadDefinition(file);
  return [...issues, ...warnings].filter((i) => i.code === code);
}

/** The one issue of `code`, as the four things an analyst reads. */
function only(file: string, code: LocatedIssue["code"]): { message: string; file: string; line: number; column: number } {
  const issues = found(file, code);
  expect(issues, `${code} issues`).toHaveLength(1);
  const [issue] = issues as [LocatedIssue];
  return { message: issue.message, file: issue.file, line: issue.line, column: issue.column };
}

describe("lint mistakes an analyst makes", () => {
  it("a definition that is not JSON: line and column where reading stopped, and the missing comma to add", () => {
    const valid = JSON.stringify(licence(), null, 2);
    const comma = valid.indexOf(",\n", valid.indexOf('"slug"'));
    const text = valid.slice(0, comma) + valid.slice(comma + 1);
    const file = writeText("syntax-missing-comma", text);
    const stop = at(text, text.indexOf('"', comma));
    const after = at(text, comma - 1);
    expect(only(file, "json")).toEqual({ file, ...stop, message: `not valid JSON at line ${stop.line}, column ${stop.column}: a comma is missing between two items: add a comma after line ${after.line}, column ${after.column}` });
  });

  it("a comma after the last item: located at the bracket, naming the comma to delete", () => {
    const valid = JSON.stringify(licence(), null, 2);
    const close = valid.indexOf("\n", valid.indexOf('"stages"'));
    const end = valid.indexOf("]", valid.indexOf('"stages"'));
    const lastItem = valid.lastIndexOf("}", end);
    const text = `${valid.slice(0, lastItem + 1)},${valid.slice(lastItem + 1)}`;
    const file = writeText("syntax-trailing-comma", text);
    const stop = at(text, end + 1);
    const comma = at(text, lastItem + 1);
    expect(close).toBeGreaterThan(0);
    expect(only(file, "json")).toEqual({ file, ...stop, message: `not valid JSON at line ${stop.line}, column ${stop.column}: a comma before this closing ]: JSON allows no comma after the last item; delete the comma at line ${comma.line}, column ${comma.column}` });
  });

  it.each([
    ["a step", (d: RawDefinition) => d.wizard.steps.find((s) => typeof s.$ref === "string")?.$ref],
    ["a reference list", (d: RawDefinition) => /"\$ref": "(\.\.\/lists\/[^"#]+)/.exec(JSON.stringify(d, null, 2))?.[1]],
  ])("%s $ref'd by a definition that is not JSON: reported in that file, at its line and column", (what, pick) => {
    const ref = pick(licence());
    if (!ref) throw new Error(`the licence $refs no ${what}`);
    const valid = readFileSync(join(SCHEMAS, "types", ref), "utf8");
    const cut = valid.lastIndexOf("}");
    const text = valid.slice(0, cut);
    const fragment = writeText(what.replace(/ /g, "-"), text, "broken");
    const { file, text: definitionText } = writeBroken(`broken-${what.replace(/ /g, "-")}`, () => undefined);
    writeFileSync(file, definitionText.replace(`"$ref": "${ref}`, `"$ref": "../broken/${what.replace(/ /g, "-")}.json`));
    const last = at(text, text.trimEnd().length - 1);
    const from = where(definitionText, `"$ref": "${ref}`);
    expect(only(file, "json")).toEqual({
      file: fragment,
      ...last,
      message: `not valid JSON at line ${last.line}, column ${last.column}: the file ends before the JSON is complete: a closing } or ] is missing, or the file was cut short (this file is used by ${file}, line ${from.line})`,
    });
  });

  it("a reference list that is not JSON, as the full check reads every list: at its line and column", () => {
    mkdirSync(join(scratch, "lists-copy"));
    const name = /"\$ref": "\.\.\/lists\/([^"#]+)\.json/.exec(readFileSync(LICENCE, "utf8"))?.[1] as string;
    const valid = readFileSync(join(SCHEMAS, "lists", `${name}.json`), "utf8");
    const quote = valid.indexOf('"value"');
    const text = `${valid.slice(0, quote)}'value'${valid.slice(quote + 7)}`;
    const file = writeText(name, text, "lists-copy");
    const stop = at(text, quote);
    const issue = checkLists(join(scratch, "lists-copy"), join(SCHEMAS, "list.schema.json")).find((i) => i.code === "json");
    expect(issue && { message: issue.message, file: issue.file, line: issue.line, column: issue.column }).toEqual({
      file,
      ...stop,
      message: `not valid JSON at line ${stop.line}, column ${stop.column}: JSON needs double quotes (") around texts and names, not single quotes`,
    });
  });

  it("did you mean: a misspelt field, step, option and named condition", () => {
    let names = { field: "", value: "", goto: "", named: "", anchor: "", rules: "" };
    const typo = (name: string) => name.slice(0, -2) + name.slice(-1);
    const { file, text } = writeBroken("did-you-mean", (d) => {
      const { step, index, anchor } = branching(d);
      const leaf = step.next[0]?.when as { field: string; value: string };
      names = { field: leaf.field, value: leaf.value, goto: step.next[0]?.goto as string, named: Object.keys(d.conditions)[0] as string, anchor, rules: `/wizard/steps/${index}/next/0` };
      step.next[0] = { when: { all: [{ field: typo(leaf.field), op: "isSet" }, { field: leaf.field, op: "equals", value: typo(leaf.value) }, { condition: typo(names.named) }] }, goto: typo(names.goto) };
    });
    const { issues } = loadDefinition(file);
    const issue = (pointer: string) => {
      const i = issues.find((x) => x.pointer === pointer);
      return i && { message: i.message, file: i.file, line: i.line, column: i.column };
    };
    const { field, value, goto, named, anchor, rules } = names;
    expect(issue(`${rules}/when/all/0/field`)).toEqual({ file, ...where(text, anchor, `"field": "${typo(field)}"`), message: `"${typo(field)}" is not a field of any step or page; did you mean "${field}"?` });
    expect(issue(`${rules}/goto`)).toEqual({ file, ...where(text, anchor, `"goto": "${typo(goto)}"`), message: `goto "${typo(goto)}" names no step; did you mean "${goto}"?` });
    expect(issue(`${rules}/when/all/2/condition`)).toEqual({ file, ...where(text, anchor, `"condition": "${typo(named)}"`), message: `no named condition "${typo(named)}"; did you mean "${named}"?` });
    const option = issue(`${rules}/when/all/1/value`);
    expect(option).toMatchObject({ file, ...where(text, anchor, `"value": "${typo(value)}"`) });
    expect(option?.message.startsWith(`"${typo(value)}" is not an option of "${field}" (options: `)).toBe(true);
    expect(option?.message.endsWith(`; did you mean "${value}"?`)).toBe(true);
  });

  it("did you mean: a misspelt keyword of the definition language", () => {
    let id = "";
    const { file, text } = writeBroken("did-you-mean-keyword", (d) => {
      const { step } = inlineSteps(d)[0] as { step: RawStep };
      id = step.id as string;
      step.titel = "A typo";
    });
    // An object in a list has no key: its position is its opening brace, the line before its first property.
    const brace = where(text, `"id": "${id}"`);
    expect(only(file, "schema")).toMatchObject({ file, line: brace.line - 1, message: 'unknown property "titel"; did you mean "title"?' });
  });

  it("did you mean: a misspelt season window and document group", () => {
    const windows = defaultSeasons().map((s) => s.value);
    const window = windows[0] as string;
    let line = "";
    let item = "";
    const { file, text } = writeBroken("did-you-mean-window-group", (d) => {
      const fee = inlineLines(d)[0]?.line as RawLine;
      line = fee.id;
      fee.when = { field: "$today", op: "inWindow", value: window.slice(0, -1) };
      d.documents.groups = [{ key: "proof-of-ownership", name: "Proof of Ownership", rule: "atLeastOne" }];
      const first = d.documents.items[0] as Json;
      item = first.key as string;
      first.group = "proof-of-ownershp";
    });
    expect(only(file, "unknown-window")).toEqual({ file, ...where(text, `"id": "${line}"`, `"value": "${window.slice(0, -1)}"`), message: `no season window "${window.slice(0, -1)}"; known: ${windows.join(", ")}; did you mean "${window}"?` });
    expect(only(file, "unknown-group")).toEqual({ file, ...where(text, `"key": "${item}"`, '"group": "proof-of-ownershp"'), message: 'no document group "proof-of-ownershp"; did you mean "proof-of-ownership"?' });
  });

  it("a cycle in the wizard: named step by step, at the rule that closes it", () => {
    let from = "";
    let to = "";
    const { file, text } = writeBroken("cycle", (d) => {
      const steps = inlineSteps(d).map(({ step }) => step);
      // A step reached only through the one before it, so the walk meets the two in that order.
      const onlyThrough = (s: RawStep, id: string) => (d.wizard as { start?: unknown }).start !== id && d.wizard.steps.every((o) => o === s || !o.next.some((r) => r.goto === id));
      const first = steps.find((s) => s.next.length === 1 && steps.some((t) => t.id === s.next[0]?.goto && t.next.length === 1 && onlyThrough(s, t.id as string)));
      const second = steps.find((t) => t.id === first?.next[0]?.goto);
      if (!first || !second) throw new Error("no two chained steps in the licence");
      [from, to] = [first.id as string, second.id as string];
      second.next = [{ goto: from }];
    });
    expect(only(file, "step-cycle")).toEqual({
      file,
      ...where(text, `"id": "${to}"`, `"goto": "${from}"`),
      message: `the wizard can go round in a circle: "${from}" → "${to}" → "${from}"; a step cannot be asked twice, so the engine stops with an error there. Send this rule (or another in the circle) to a later step or "$end"`,
    });
  });

  it("a dead rule: the fallback placed first", () => {
    let anchor = "";
    const { file, text } = writeBroken("fallback-first", (d) => {
      const found = branching(d);
      anchor = found.anchor;
      found.step.next.reverse();
    });
    expect(only(file, "dead-rule")).toEqual({
      file,
      // The second rule of the list: its opening brace.
      ...where(text, anchor, '"next": [', "{", "{"),
      message: 'this rule is never used: rule 1 above it has no "when", so the wizard always goes where that rule says; move the rule without "when" (the fallback) to the end of the list',
    });
  });

  it("a dead rule: after a rule whose condition always holds", () => {
    let anchor = "";
    const { file, text } = writeBroken("always-holds", (d) => {
      const { step, field, ...found } = branching(d);
      anchor = found.anchor;
      step.next.unshift({ when: { any: [{ field, op: "isSet" }, { field, op: "isNotSet" }] }, goto: step.next[1]?.goto as string });
    });
    const issues = found(file, "dead-rule");
    expect(issues.map((i) => i.pointer)).toEqual([expect.stringMatching(/\/next\/1$/), expect.stringMatching(/\/next\/2$/)]);
    // The second rule's opening brace: after the first rule's brace and its condition's two leaves.
    expect(issues[0]).toMatchObject({ ...where(text, anchor, '"next": [', "{", "{", "{", "{", "{"), message: 'this rule is never used: rule 1 above it has a "when" that always holds, so the wizard always goes where that rule says; move the rule without "when" (the fallback) to the end of the list' });
  });

  it("a fee line that can never apply", () => {
    let line = "";
    const { file, text } = writeBroken("never-applies", (d) => {
      const fee = inlineLines(d)[0]?.line as RawLine;
      const { field } = branching(d);
      line = fee.id;
      fee.when = { all: [{ field, op: "isSet" }, { field, op: "isNotSet" }] };
    });
    expect(only(file, "never-applies")).toEqual({ file, ...where(text, `"id": "${line}"`, '"when"'), message: 'this fee line never applies: its "when" can never hold, whatever the answers; correct the condition or delete the fee line' });
  });

  it("an errorMessage key that is no rule, and one for a rule the field does not have", () => {
    let field = "";
    const { file, text } = writeBroken("message-keys", (d) => {
      const step = inlineSteps(d).map(({ step: s }) => s).find((s) => Object.values(s.schema.properties).some((f) => f.errorMessage && f.maxLength)) as RawStep;
      const [name, schema] = Object.entries(step.schema.properties).find(([, f]) => f.errorMessage && f.maxLength) as [string, RawField];
      field = name;
      schema.errorMessage = { ...schema.errorMessage, maxLenght: "Too long", afterField: "Too early" };
    });
    const issues = found(file, "unknown-message-key").map((i) => ({ message: i.message, file: i.file, line: i.line, column: i.column }));
    expect(issues).toEqual([
      { file, ...where(text, `"${field}": {`, '"maxLenght"'), message: 'errorMessage has no rule called "maxLenght"; did you mean "maxLength"?; a message is keyed by the rule it explains (required, maxLength, pattern, minDate, ...)' },
      { file, ...where(text, `"${field}": {`, '"afterField"'), message: `a "afterField" message on "${field}", which has no "afterField" rule, so it is never shown: add the rule or delete the message` },
    ]);
  });

  it("a ui:widget the portal does not have, and one RJSF offers only for another type", () => {
    let field = "";
    const { file, text } = writeBroken("widgets", (d) => {
      const step = inlineSteps(d).map(({ step: s }) => s).find((s) => Object.values(s.ui ?? {}).some((u) => typeof u["ui:widget"] === "string")) as RawStep;
      const [name, ui] = Object.entries(step.ui ?? {}).find(([, u]) => typeof u["ui:widget"] === "string") as [string, Json];
      field = name;
      ui["ui:widget"] = `${String(ui["ui:widget"])}s`.replace(/ss$/, "");
    });
    const written = /"ui:widget": "([^"]+)"/.exec(text.slice(text.indexOf(`"${field}": {`, text.indexOf('"ui"'))))?.[1] as string;
    const portal = PORTAL_WIDGETS.filter((w) => /^[a-z]/.test(w)).join(", ");
    const issue = only(file, "unknown-widget");
    expect(issue).toMatchObject({ file, ...where(text, '"ui": {', `"${field}": {`, '"ui:widget"') });
    expect(issue.message.startsWith(`no widget called "${written}"; did you mean `)).toBe(true);
    expect(issue.message.endsWith(`; the portal's widgets are ${portal}`)).toBe(true);

    const wrongType = writeBroken("widget-type", (d) => {
      const step = inlineSteps(d).map(({ step: s }) => s).find((s) => Object.values(s.schema.properties).some((f) => f.type === "array")) as RawStep;
      const [name] = Object.entries(step.schema.properties).find(([, f]) => f.type === "array") as [string, RawField];
      field = name;
      step.ui = { ...step.ui, [name]: { ...step.ui?.[name], "ui:widget": "time" } };
    });
    expect(only(wrongType.file, "unknown-widget")).toMatchObject({ file: wrongType.file, ...where(wrongType.text, '"ui": {', `"${field}": {`, '"ui:widget": "time"') });
    expect(only(wrongType.file, "unknown-widget").message).toMatch(/^the widget "time" is for fields of type string, and this field is of type array; the page would fail to show/);
  });

  it("a required message on a field that is never required: a warning, and the definition still loads", () => {
    let at = "";
    const { file, text } = writeBroken("required-never", (d) => {
      const step = inlineSteps(d)[0]?.step as RawStep;
      at = step.id as string;
      step.schema.properties.extra_notes = { type: "string", title: "Notes", maxLength: 200, errorMessage: { required: "Tell us more about your fishing" } };
    });
    const { loaded, warnings } = loadDefinition(file);
    expect(loaded).not.toBeNull();
    const warning = warnings.filter((w) => w.code === "required-message-unused").map((w) => ({ message: w.message, file: w.file, line: w.line, column: w.column }));
    expect(warning).toEqual([
      { file, ...where(text, `"id": "${at}"`, '"extra_notes": {', '"required"'), message: 'a "required" message on "extra_notes", which is never required, so the message is never shown: if it must be answered, add "extra_notes" to the "required" list beside its "properties"; otherwise delete the message' },
    ]);
  });

  it("two amounts of one fee line from the same day", () => {
    let line = "";
    let from = "";
    const { file, text } = writeBroken("duplicate-fee-date", (d) => {
      const fee = inlineLines(d)[0]?.line as RawLine;
      [line, from] = [fee.id, fee.amounts[0]?.from as string];
      fee.amounts.push({ from, amount: (fee.amounts[0]?.amount as number) * 2 });
    });
    expect(only(file, "duplicate-fee-date")).toEqual({ file, ...where(text, `"id": "${line}"`, `"from": "${from}"`, `"from": "${from}"`), message: `fee line "${line}" has two amounts from ${from} (amounts 1 and 2); only one can apply from a day: change this date or delete one amount` });
  });

  it("an amount written in JMD, not cents: below JMD 100, or fifty times less than the line's other amount", () => {
    let line = "";
    let amount = 0;
    const { file, text } = writeBroken("jmd-floor", (d) => {
      const fee = inlineLines(d)[0]?.line as RawLine;
      line = fee.id;
      amount = Math.round((fee.amounts[0]?.amount as number) / 100);
      (fee.amounts[0] as { amount: number }).amount = amount;
    });
    expect(amount).toBeLessThan(10_000);
    const money = `JMD ${(amount / 100).toFixed(2)}`;
    expect(only(file, "amount-in-jmd")).toEqual({ file, ...where(text, `"id": "${line}"`, '"amount"'), message: `${amount} looks like JMD, not cents: it charges ${money}; fees are written in cents, so JMD ${amount} is ${amount * 100}` });

    const ratio = writeBroken("jmd-ratio", (d) => {
      const fee = inlineLines(d)[0]?.line as RawLine;
      line = fee.id;
      fee.amounts = [{ from: "2021-11-01", amount: 2_000_000 }, { from: "2027-01-01", amount: 20_000 }];
    });
    expect(only(ratio.file, "amount-in-jmd")).toEqual({
      file: ratio.file,
      ...where(ratio.text, `"id": "${line}"`, '"amount": 20000\n'),
      message: "20000 looks like JMD, not cents: it charges JMD 200.00, while the same line charges JMD 20,000.00 from 2021-11-01; fees are written in cents, so JMD 20000 is 2000000",
    });
  });

  it("a message that restates the engine's default: a warning, printed by check, which still passes", () => {
    let name = "";
    let limit = 0;
    const { file, text } = writeBroken("restates-default", (d) => {
      const step = inlineSteps(d).map(({ step: s }) => s).find((s) => Object.values(s.schema.properties).some((f) => typeof f.maxLength === "number")) as RawStep;
      const [field, schema] = Object.entries(step.schema.properties).find(([, f]) => typeof f.maxLength === "number") as [string, RawField];
      [name, limit] = [field, schema.maxLength as number];
      schema.errorMessage = { ...schema.errorMessage, maxLength: `Max length is ${limit}` };
    });
    const position = where(text, `"${name}": {`, '"errorMessage"', '"maxLength"');
    const message = `"Max length is ${limit}" is what the engine says anyway when "maxLength" fails; delete this message to use the default`;
    const { loaded, warnings } = loadDefinition(file);
    expect(loaded).not.toBeNull();
    expect(warnings.find((w) => w.line === position.line && w.column === position.column)).toMatchObject({ code: "restates-default", file, message });
    const run = spawnSync(join(ROOT, "node_modules", ".bin", "tsx"), [join(ROOT, "engine", "node", "cli.ts"), "check", file], { cwd: ROOT, encoding: "utf8" });
    expect(run.stdout).toContain(`${file}:${position.line}:${position.column} warning restates-default `);
    expect(run.stdout).toMatch(/1 definition\(s\) checked, no issues; \d+ warning\(s\), which do not fail the check/);
    expect(run.status).toBe(0);
  });
  it("a message the type's own default already gives is a restatement; the engine's default text overriding it is not", () => {
    let name = "";
    let typeDefault = "";
    const { file, text } = writeBroken("restates-type-default", (d) => {
      const tiles = (d as Json & { messages?: { widgets?: Record<string, Record<string, string>> } }).messages?.widgets?.tiles?.required;
      if (!tiles) throw new Error("the licence gives no default for its tiles");
      typeDefault = tiles;
      const step = inlineSteps(d).map(({ step: s }) => s).find((s) => Object.values(s.ui ?? {}).some((u) => u["ui:widget"] === "tiles") && (s.schema.required ?? []).length > 0) as RawStep;
      const [field] = Object.entries(step.ui ?? {}).find(([f, u]) => u["ui:widget"] === "tiles" && (step.schema.required ?? []).includes(f)) as [string, Json];
      name = field;
      const schema = step.schema.properties[field] as RawField;
      schema.errorMessage = { ...schema.errorMessage, required: typeDefault };
      // A second tiles field of another step that keeps the engine's own text: it overrides the type's default, so it is no restatement.
    });
    const position = where(text, `"${name}": {`, '"errorMessage"', '"required"');
    const { warnings } = loadDefinition(file);
    expect(warnings.find((w) => w.line === position.line && w.column === position.column)).toMatchObject({ code: "restates-default", file, message: expect.stringContaining(`"${typeDefault}" is what this type's "messages" give every "tiles" field anyway when "required" fails`) });
    const overriding = writeBroken("overrides-type-default", (d) => {
      const step = inlineSteps(d).map(({ step: s }) => s).find((s) => Object.values(s.ui ?? {}).some((u) => u["ui:widget"] === "tiles") && (s.schema.required ?? []).length > 0) as RawStep;
      const [field] = Object.entries(step.ui ?? {}).find(([f, u]) => u["ui:widget"] === "tiles" && (step.schema.required ?? []).includes(f)) as [string, Json];
      const schema = step.schema.properties[field] as RawField;
      schema.errorMessage = { ...schema.errorMessage, required: "This field is required" };
    });
    expect(loadDefinition(overriding.file).warnings.filter((w) => w.code === "restates-default" && w.message.includes('"This field is required"'))).toEqual([]);
  });
});
