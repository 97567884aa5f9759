import { describe, expect, it } from "vitest";
import type { Condition, EngineContext, TraceEntry } from "../types.ts";
import { conditionHolds } from "./conditionHolds.ts";
import { evaluateCondition } from "./evaluateCondition.ts";

const context: EngineContext = {
  today: "2026-11-22",
  windows: { Conch: { start: "08-08", end: "02-29" }, "Spiny Lobster": { start: "04-01", end: "06-30" } },
  profile: { applicant_type: "Company", nested: { level: "deep" } },
};
const answers = { kind: "Commercial", species: ["Conch", "Spiny Lobster"], age: 30, blank: " ", none: [], details: { id: "In-Field" }, start: "2026-01-10", shape: { a: 1 }, lines: [{ species: "Queen Conch", kg: 1200, parts: [{ grade: "A" }] }, { species: "Spiny Lobster", kg: 300 }, "not a row"] };
const named: Record<string, Condition> = {
  commercial: { field: "kind", op: "equals", value: "Commercial" },
  loop: { condition: "loop" },
  off: false,
};
const scope = { answers, context, named };

/** What the interpreter says: its result, or the message it refuses the condition with. */
const interpreted = (condition: Condition) => {
  try {
    return evaluateCondition(condition, scope, "/at").result;
  } catch (error) {
    return (error as Error).message;
  }
};
const compiled = (condition: Condition) => {
  try {
    return conditionHolds(condition, scope, "/at", null);
  } catch (error) {
    return (error as Error).message;
  }
};

const deep = (levels: number): Condition => (levels === 0 ? { field: "kind", op: "isSet" } : { not: { not: deep(levels - 1) } });

const conditions: Array<[string, Condition]> = [
  ["equals", { field: "kind", op: "equals", value: "Commercial" }],
  ["notEquals unanswered", { field: "missing", op: "notEquals", value: "x" }],
  ["in", { field: "kind", op: "in", value: ["Commercial", "Other"] }],
  ["notIn", { field: "kind", op: "notIn", value: ["Commercial"] }],
  ["includes one value", { field: "kind", op: "includes", value: "Commercial" }],
  ["excludes", { field: "species", op: "excludes", value: "Sea Cucumber" }],
  ["includesAny", { field: "species", op: "includesAny", value: ["Sea Cucumber", "Conch"] }],
  ["includesAll", { field: "species", op: "includesAll", value: ["Conch", "Sea Cucumber"] }],
  ["isSet blank", { field: "blank", op: "isSet" }],
  ["isNotSet empty list", { field: "none", op: "isNotSet" }],
  ["gt", { field: "age", op: "gt", value: 29 }],
  ["lte on dates", { field: "start", op: "lte", value: "2026-01-10" }],
  ["inWindow", { field: "$today", op: "inWindow", value: "Conch" }],
  ["notInWindow", { field: "$today", op: "notInWindow", value: "Spiny Lobster" }],
  ["nested answer", { field: "details.id", op: "equals", value: "In-Field" }],
  ["profile", { field: "$profile.nested.level", op: "equals", value: "deep" }],
  ["the whole profile", { field: "$profile", op: "isSet" }],
  ["a path below today", { field: "$today.length", op: "isSet" }],
  ["prototype names", { any: [{ field: "constructor", op: "isSet" }, { field: "kind.length", op: "isSet" }, { field: "__proto__", op: "isSet" }] }],
  ["all, any and not", { all: [{ condition: "commercial" }, { not: { any: [{ field: "age", op: "lt", value: 18 }, false] } }] }],
  ["short-circuit past a refusal", { any: [true, { field: "kind", op: "in", value: "not a list" }] }],
  ["a named condition", { condition: "commercial" }],
  ["a named false is unknown", { condition: "off" }],
  ["an unknown named condition", { condition: "nope" }],
  ["a loop", { condition: "loop" }],
  ["nesting the interpreter allows", deep(16)],
  ["nesting the interpreter refuses", deep(17)],
  ["an unknown operator", { field: "kind", op: "matches" } as unknown as Condition],
  ["a list operator without a list", { field: "kind", op: "in", value: "Commercial" }],
  ["an unknown window", { field: "$today", op: "inWindow", value: "Octopus" }],
  ["an answer that cannot be ordered", { field: "shape", op: "gt", value: 1 }],
  ["not a condition", { something: 1 } as unknown as Condition],
  ["any row", { anyRow: "lines", where: { field: "species", op: "equals", value: "Queen Conch" } }],
  ["any row, none found", { anyRow: "lines", where: { field: "kg", op: "gt", value: 5000 } }],
  ["every row, one breaks it", { everyRow: "lines", where: { field: "kg", op: "gte", value: 300 } }],
  ["every row of no rows", { everyRow: "none", where: false }],
  ["no row", { noRow: "lines", where: { field: "species", op: "equals", value: "Sea Cucumber" } }],
  ["count rows where", { countRows: "lines", where: { field: "kg", op: "isSet" }, op: "equals", value: 2 }],
  ["count every row", { countRows: "lines", op: "gte", value: 3 }],
  ["rows of an unanswered list", { countRows: "missing", op: "equals", value: 0 }],
  ["rows of rows", { anyRow: "lines", where: { anyRow: "parts", where: { field: "grade", op: "equals", value: "A" } } }],
  ["a row reading today and the profile", { anyRow: "lines", where: { all: [{ field: "$profile.applicant_type", op: "equals", value: "Company" }, { field: "$today", op: "gt", value: "2026-01-01" }] } }],
  ["a row refusal", { anyRow: "lines", where: { field: "species", op: "in", value: "Queen Conch" } }],
  ["rows without where", { anyRow: "lines" } as unknown as Condition],
  ["count with an unknown operator", { countRows: "lines", op: "between", value: 1 } as unknown as Condition],
];

describe("conditionHolds", () => {
  it.each(conditions)("decides %s as the interpreter does, refusals and their messages included", (_name, condition) => {
    expect(compiled(condition)).toEqual(interpreted(condition));
    // Twice: the second reading uses the function compiled by the first.
    expect(compiled(condition)).toEqual(interpreted(condition));
  });

  it("adds the interpreter's trace when given a list, and builds none otherwise", () => {
    const trace: TraceEntry[] = [];
    expect(conditionHolds({ condition: "commercial" }, scope, "/w", trace)).toBe(true);
    expect(trace).toEqual([{ at: "/conditions/commercial", field: "kind", op: "equals", value: "Commercial", seen: "Commercial", result: true }]);
  });
});
