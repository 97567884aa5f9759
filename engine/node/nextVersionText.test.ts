import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nextVersionText } from "./nextVersionText.ts";
import { TYPES_DIR } from "./paths.ts";

const next = { label: "2026.12.1", from: "2026.11.1" };

describe("nextVersionText", () => {
  it("changes only the label and puts an empty migration from the version kept after it, keeping the committed licence's layout", () => {
    const text = readFileSync(join(TYPES_DIR, "licence.json"), "utf8");
    // The version line with the migration and date of the version it names, when the committed file has them.
    const line = /\n( *)"version": "[^"]*",\n(?: *"migrations": [^\n]*\n)?(?: *"effectiveFrom": [^\n]*\n)?/.exec(text);
    if (!line) throw new Error("licence.json has no version line");
    const indent = line[1] as string;
    const expected = text.replace(line[0], `\n${indent}"version": "2026.12.1",\n${indent}"migrations": { "from": "2026.11.1", "changes": [] },\n`);
    expect(nextVersionText(text, next)).toBe(expected);
    // The date goes after the migration it writes, or, when the migration kept its place, after the label.
    const dated = /"migrations"/.test(line[0]) ? expected.replace(`"version": "2026.12.1",\n`, `"version": "2026.12.1",\n${indent}"effectiveFrom": "2027-01-01",\n`) : expected.replace(`"changes": [] },\n`, `"changes": [] },\n${indent}"effectiveFrom": "2027-01-01",\n`);
    expect(nextVersionText(text, { ...next, effectiveFrom: "2027-01-01" })).toBe(dated);
  });

  it("replaces the migration of the version kept and its effectiveFrom, or removes that date when none is given", () => {
    const text = `{\n  "id": "X",\n  "version": "2026.11.1",\n  "migrations": {\n    "from": "2026.10.1",\n    "changes": [{ "op": "drop", "field": "a" }]\n  },\n  "effectiveFrom": "2026-11-01",\n  "slug": "x"\n}\n`;
    expect(nextVersionText(text, next)).toBe(`{\n  "id": "X",\n  "version": "2026.12.1",\n  "migrations": { "from": "2026.11.1", "changes": [] },\n  "slug": "x"\n}\n`);
    expect(nextVersionText(text, { ...next, effectiveFrom: "2027-01-01" })).toBe(`{\n  "id": "X",\n  "version": "2026.12.1",\n  "migrations": { "from": "2026.11.1", "changes": [] },\n  "effectiveFrom": "2027-01-01",\n  "slug": "x"\n}\n`);
  });

  it("writes valid JSON when version is the last property, and when effectiveFrom is", () => {
    expect(JSON.parse(nextVersionText(`{"id": "X", "version": "2026.11.1"}`, next))).toEqual({ id: "X", version: "2026.12.1", migrations: { from: "2026.11.1", changes: [] } });
    expect(JSON.parse(nextVersionText(`{"version": "2026.11.1", "effectiveFrom": "2026-11-01"}`, next))).toEqual({ version: "2026.12.1", migrations: { from: "2026.11.1", changes: [] } });
  });
});
