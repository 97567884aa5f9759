import { describe, expect, it } from "vitest";
import type { Definition } from "../types.ts";
import { patternIssues, SLOW_PATTERN } from "./patternIssues.ts";

/** A definition of one step whose schema is `schema` (only what patternIssues reads). */
const withStep = (schema: Record<string, unknown>) => ({ wizard: { start: "s", steps: [{ id: "s", title: "S", schema: { type: "object", ...schema }, next: [{ goto: "$end" }] }] }, form: { pages: [] } }) as unknown as Definition;

describe("patternIssues: patterns open to catastrophic backtracking (issue 25)", () => {
  it("flags a repetition inside a repetition wherever a schema sits: a field, a list's rows, a conditional part, a patternProperties name", () => {
    const issues = patternIssues(
      withStep({
        properties: {
          name: { type: "string", pattern: "^.(((.+)+)+)+!$" },
          rows: { type: "array", items: { type: "object", properties: { code: { type: "string", pattern: "^(\\w+\\s?)*$" } } } },
          other: { type: "object", patternProperties: { "^(a+)+$": { type: "string" } } },
        },
        allOf: [{ if: { properties: { name: { const: "x" } } }, then: { properties: { note: { pattern: "(a|b+)*" } } } }],
      }),
    );
    expect(issues.sort((a, b) => a.pointer.localeCompare(b.pointer))).toEqual(
      [
        "/wizard/steps/0/schema/allOf/0/then/properties/note/pattern",
        "/wizard/steps/0/schema/properties/name/pattern",
        "/wizard/steps/0/schema/properties/other/patternProperties/^(a+)+$",
        "/wizard/steps/0/schema/properties/rows/items/properties/code/pattern",
      ].map((pointer) => ({ code: "slow-pattern", pointer, message: SLOW_PATTERN })),
    );
  });

  it("lets through flat patterns however many repetitions they have, an error message named pattern, and a lookbehind its parser cannot read", () => {
    const flat = Array.from({ length: 30 }, () => "\\d{2}").join("-");
    const issues = patternIssues(
      withStep({
        properties: {
          phone: { type: "string", pattern: "^\\d{3}-\\d{3}-\\d{4}$", errorMessage: { pattern: "(((a+)+)+)" } },
          long: { type: "string", pattern: `^${flat}$` },
          after: { type: "string", pattern: "(?<=a)b+" },
        },
      }),
    );
    expect(issues).toEqual([]);
  });
});
