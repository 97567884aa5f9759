import { describe, expect, it } from "vitest";
import { loadDefinitions } from "../node/loadDefinitions.ts";
import { loadScenarios, runScenario } from "../node/loadScenarios.ts";
import type { Scenario } from "./Scenario.ts";
import { compareScenario } from "./compareScenario.ts";

/**
 * The partial expectations `pathIncludes`, `pathStartsWith` and `askedIncludes` (decision 0032,
 * "Partial expectations") on the engine's real report for the first complete scenario of
 * schemas/types that walks three steps or more, asks three fields or more and leaves a step of its
 * type unwalked and a field unasked; no type, step or field is named here.
 */
const picked = loadDefinitions().loaded.flatMap((loaded) =>
  loadScenarios(loaded.definition.id).flatMap(({ scenario }) => {
    if (scenario.expect.complete !== true) return [];
    const report = runScenario(loaded, scenario);
    const unwalked = [...loaded.compiled.steps.keys()].find((id) => !report.path.includes(id));
    const unasked = loaded.compiled.steps.get(unwalked ?? "")?.section.schema.required?.find((f) => !report.asked.includes(f));
    return report.complete && report.path.length >= 3 && report.asked.length >= 3 && unwalked && unasked ? [{ scenario, report, unwalked, unasked }] : [];
  }),
)[0];
if (!picked) throw new Error("no complete scenario walks three steps, asks three fields and leaves a step of its type unwalked");
const { scenario, report, unwalked, unasked } = picked;
const [step0, step1, step2] = report.path as [string, string, string];
const [field0, field1, field2] = report.asked as [string, string, string];

/** What compareScenario says of the picked scenario's report against these expectations alone. */
const against = (expectation: Scenario["expect"], got = report) => compareScenario({ ...scenario, expect: expectation }, got);

describe("pathIncludes: steps walked in this order, others allowed between", () => {
  it("holds for steps walked in order with a step between them left out", () => {
    expect(against({ pathIncludes: [step0, step2] })).toEqual([]);
  });

  it("fails when the steps were walked in another order", () => {
    expect(against({ pathIncludes: [step2, step0] })).toEqual([`pathIncludes: "${step0}" comes before "${step2}", expected after it; got ${JSON.stringify(report.path)}`]);
  });

  it("fails when a step was not walked", () => {
    expect(against({ pathIncludes: [step0, unwalked] })).toEqual([`pathIncludes: "${unwalked}" is missing; got ${JSON.stringify(report.path)}`]);
  });

  it("still holds when a step is added to the walk, where the whole path no longer does", () => {
    const longer = { ...report, path: [step0, "added-step", ...report.path.slice(1)] };
    expect(against({ pathIncludes: report.path }, longer)).toEqual([]);
    expect(against({ pathStartsWith: [step0] }, longer)).toEqual([]);
    expect(against({ path: report.path }, longer)).toHaveLength(1);
  });
});

describe("pathStartsWith: the walk's first steps, exactly", () => {
  it("holds for the first steps walked", () => {
    expect(against({ pathStartsWith: [step0, step1] })).toEqual([]);
  });

  it("fails when the walk starts elsewhere or a step is skipped", () => {
    expect(against({ pathStartsWith: [step1] })).toEqual([`pathStartsWith: expected ${JSON.stringify([step1])}, got ${JSON.stringify([step0])}`]);
    expect(against({ pathStartsWith: [step0, step2] })).toEqual([`pathStartsWith: expected ${JSON.stringify([step0, step2])}, got ${JSON.stringify([step0, step1])}`]);
  });
});

describe("askedIncludes: fields asked in this order, others allowed between", () => {
  it("holds for fields asked in order with a field between them left out", () => {
    expect(against({ askedIncludes: [field0, field2] })).toEqual([]);
  });

  it("fails when the fields were asked in another order", () => {
    expect(against({ askedIncludes: [field1, field0] })).toEqual([`askedIncludes: "${field0}" comes before "${field1}", expected after it; got ${JSON.stringify(report.asked)}`]);
  });

  it("fails when a field was not asked", () => {
    expect(against({ askedIncludes: [field0, unasked] })).toEqual([`askedIncludes: "${unasked}" is missing; got ${JSON.stringify(report.asked)}`]);
  });
});
