import { describe, expect, it } from "vitest";
import type { Condition, EngineContext } from "../types.ts";
import { ConditionError } from "./ConditionError.ts";
import { evaluateCondition } from "./evaluateCondition.ts";

const context: EngineContext = {
  today: "2026-11-22",
  windows: { Conch: { start: "08-08", end: "02-29" }, "Spiny Lobster": { start: "04-01", end: "06-30" } },
  profile: { applicant_type: "Company", nested: { level: "deep" } },
};
const answers = {
  licence_type: "Commercial Fishing",
  special_type_of_species: ["Conch", "Spiny Lobster"],
  age: 30,
  empty: "",
  none: [],
  payment_details: { fisher_id: "In-Field" },
  start: "2026-01-10",
};
const judge = (condition: Condition, named: Record<string, Condition> = {}) => evaluateCondition(condition, { answers, context, named }).result;

describe("evaluateCondition operators", () => {
  it.each<[string, Condition, boolean]>([
    ["equals", { field: "licence_type", op: "equals", value: "Commercial Fishing" }, true],
    ["equals (different)", { field: "licence_type", op: "equals", value: "Recreational Fishing" }, false],
    ["notEquals", { field: "licence_type", op: "notEquals", value: "Recreational Fishing" }, true],
    ["notEquals an unanswered field", { field: "missing", op: "notEquals", value: "x" }, true],
    ["in", { field: "licence_type", op: "in", value: ["Commercial Fishing", "Other"] }, true],
    ["notIn", { field: "licence_type", op: "notIn", value: ["Commercial Fishing"] }, false],
    ["includes", { field: "special_type_of_species", op: "includes", value: "Conch" }, true],
    ["includes on a single value", { field: "licence_type", op: "includes", value: "Commercial Fishing" }, true],
    ["excludes", { field: "special_type_of_species", op: "excludes", value: "Sea Cucumber" }, true],
    ["includesAny", { field: "special_type_of_species", op: "includesAny", value: ["Sea Cucumber", "Conch"] }, true],
    ["includesAny none", { field: "special_type_of_species", op: "includesAny", value: ["Sea Cucumber"] }, false],
    ["includesAll", { field: "special_type_of_species", op: "includesAll", value: ["Conch", "Spiny Lobster"] }, true],
    ["includesAll missing one", { field: "special_type_of_species", op: "includesAll", value: ["Conch", "Sea Cucumber"] }, false],
    ["isSet", { field: "licence_type", op: "isSet" }, true],
    ["isSet blank text", { field: "empty", op: "isSet" }, false],
    ["isSet empty list", { field: "none", op: "isSet" }, false],
    ["isNotSet", { field: "missing", op: "isNotSet" }, true],
    ["gt", { field: "age", op: "gt", value: 29 }, true],
    ["gte", { field: "age", op: "gte", value: 30 }, true],
    ["lt", { field: "age", op: "lt", value: 30 }, false],
    ["lte", { field: "age", op: "lte", value: 30 }, true],
    ["lt on ISO dates", { field: "start", op: "lt", value: "2026-02-01" }, true],
    ["gt on an unanswered field", { field: "missing", op: "gt", value: 1 }, false],
    ["inWindow wrapping the new year", { field: "$today", op: "inWindow", value: "Conch" }, true],
    ["notInWindow", { field: "$today", op: "notInWindow", value: "Spiny Lobster" }, true],
    ["nested answer", { field: "payment_details.fisher_id", op: "equals", value: "In-Field" }, true],
    ["profile", { field: "$profile.applicant_type", op: "equals", value: "Company" }, true],
    ["nested profile", { field: "$profile.nested.level", op: "equals", value: "deep" }, true],
  ])("%s", (_name, condition, expected) => {
    expect(judge(condition)).toBe(expected);
  });

  it("combines with all, any and not", () => {
    const commercial: Condition = { field: "licence_type", op: "equals", value: "Commercial Fishing" };
    const recreational: Condition = { field: "licence_type", op: "equals", value: "Recreational Fishing" };
    expect(judge({ all: [commercial, { not: recreational }] })).toBe(true);
    expect(judge({ all: [commercial, recreational] })).toBe(false);
    expect(judge({ any: [recreational, commercial] })).toBe(true);
    expect(judge({ any: [recreational] })).toBe(false);
  });

  it("follows named conditions and reports an unknown one instead of answering false", () => {
    expect(judge({ condition: "commercial" }, { commercial: { field: "licence_type", op: "equals", value: "Commercial Fishing" } })).toBe(true);
    expect(() => judge({ condition: "nope" })).toThrow(ConditionError);
  });

  it("refuses an unknown operator, a list operator without a list and an unknown window", () => {
    expect(() => judge({ field: "licence_type", op: "matches" } as unknown as Condition)).toThrow(/unknown operator/);
    expect(() => judge({ field: "licence_type", op: "in", value: "Commercial Fishing" })).toThrow(/needs a list/);
    expect(() => judge({ field: "$today", op: "inWindow", value: "Octopus" })).toThrow(/unknown window/);
  });

  it("stops a named condition that refers to itself", () => {
    expect(() => judge({ condition: "loop" }, { loop: { condition: "loop" } })).toThrow(/too deeply/);
  });

  it("reads own properties only, never the prototype", () => {
    expect(judge({ field: "constructor", op: "isSet" })).toBe(false);
    expect(judge({ field: "__proto__", op: "isSet" })).toBe(false);
    expect(judge({ field: "licence_type.length", op: "isSet" })).toBe(false);
  });

  it("traces every leaf it read, with the value seen and the result, and skips what short-circuit skipped", () => {
    const { trace } = evaluateCondition(
      { any: [{ field: "licence_type", op: "equals", value: "Commercial Fishing" }, { field: "age", op: "gt", value: 1 }] },
      { answers, context, named: {} },
      "/wizard/steps/1/next/0/when",
    );
    expect(trace).toEqual([{ at: "/wizard/steps/1/next/0/when/any/0", field: "licence_type", op: "equals", value: "Commercial Fishing", seen: "Commercial Fishing", result: true }]);
  });
});

describe("constant conditions", () => {
  it("true always holds and false never, with nothing to trace", () => {
    expect(evaluateCondition(true, { answers: {}, context, named: {} })).toEqual({ result: true, trace: [] });
    expect(evaluateCondition({ all: [true, false] }, { answers: {}, context, named: {} }).result).toBe(false);
  });
});
