import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { buildContext } from "../buildContext.ts";
import { evaluateApplication } from "../evaluateApplication.ts";
import { defaultSeasons, loadDefinitions } from "../node/loadDefinitions.ts";
import { loadScenarios } from "../node/loadScenarios.ts";
import type { Scenario } from "../scenarios/Scenario.ts";
import { explainApplication } from "./explainApplication.ts";
import { explanationSchema } from "./explanationSchema.ts";

/**
 * explainApplication over every scenario of every definition (fixtures/scenarios, schemas/types):
 * each item of the definition explained once under its id, outcomes that agree with the engine's
 * verdict, the JSON shape the server serves, and the negative explained with the field it read.
 */
const { loaded } = loadDefinitions();
const seasons = defaultSeasons();
const contextOf = (scenario: Scenario) => buildContext({ today: scenario.today, defaults: seasons, ...(scenario.seasons ? { seasons: scenario.seasons } : {}), ...(scenario.profile ? { profile: scenario.profile } : {}) });
const cases = loaded.flatMap(({ definition, compiled }) => loadScenarios(definition.id).map(({ file, scenario }) => ({ name: `${definition.id} ${file}`, compiled, scenario })));
const validShape = new Ajv2020({ strict: false }).compile(explanationSchema);
const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);

describe("explainApplication", () => {
  it("has scenarios to explain for every definition", () => {
    expect(loaded.length).toBeGreaterThan(0);
    for (const { definition } of loaded) expect(cases.some((c) => c.compiled.definition.id === definition.id), definition.id).toBe(true);
  });

  it.each(cases)("explains every step, page, document and fee line of $name exactly once, agreeing with the verdict", ({ compiled, scenario }) => {
    const context = contextOf(scenario);
    const explanation = explainApplication(compiled, scenario.answers, context);
    const { navigation, documents, fees } = evaluateApplication(compiled, scenario.answers, context);
    const definition = compiled.definition;
    expect(validShape(explanation), JSON.stringify(validShape.errors)).toBe(true);
    // Each id of the definition once, in the definition's order.
    expect(ids(explanation.steps)).toEqual((definition.wizard?.steps ?? []).map((s) => s.id));
    expect(ids(explanation.pages)).toEqual(definition.form.pages.map((p) => p.id));
    expect(ids(explanation.documents)).toEqual((definition.documents?.items ?? []).map((d) => d.key));
    expect(ids(explanation.groups)).toEqual((definition.documents?.groups ?? []).map((g) => g.key));
    expect(ids(explanation.fees.lines)).toEqual((definition.fees?.lines ?? []).map((l) => l.id));
    // The outcomes are the engine's verdict.
    expect(explanation.complete).toBe(navigation.complete);
    expect(explanation.current).toBe(navigation.current);
    expect(ids(explanation.steps.filter((s) => ["walked", "current", "blocked"].includes(s.outcome)))).toEqual(navigation.path.filter((id) => compiled.steps.has(id)));
    expect(explanation.documents.filter((d) => d.outcome !== "notAsked").map((d) => [d.id, d.outcome === "required"])).toEqual(documents.map((d) => [d.key, d.required]));
    expect(explanation.fees.lines.filter((l) => l.outcome === "charged").map((l) => [l.id, l.cents])).toEqual(fees.lines.map((l) => [l.id, l.amount]));
    expect(explanation.fees.totalCents).toBe(fees.total);
    for (const item of [...explanation.steps, ...explanation.pages, ...explanation.documents, ...explanation.fees.lines]) expect(item.because, item.id).toMatch(/^[A-Z].*[.?!)]$/s);
    // A step the walk went around says, at the step where it turned, which rule sent it elsewhere.
    for (const step of explanation.steps.filter((s) => s.outcome === "notAsked" && s.edges.length)) {
      for (const edge of step.edges) expect(navigation.edges).toContainEqual(edge);
    }
  });

  it.each(cases.filter((c) => c.scenario.expect.documents))("says why each document $name does not expect is not required, naming the field it read", ({ compiled, scenario }) => {
    const expected = new Set((scenario.expect.documents ?? []).map((d) => d.key));
    const explanation = explainApplication(compiled, scenario.answers, contextOf(scenario));
    for (const document of explanation.documents.filter((d) => !expected.has(d.id))) {
      expect(document.outcome, document.id).toBe("notAsked");
      expect(document.because, document.id).toMatch(/^Not (required|asked) because /);
      expect(document.checks.length, document.id).toBeGreaterThan(0);
      for (const check of document.checks) expect(document.because).toContain(check.answer);
      expect(document.because).toContain(document.checks[0]?.label);
    }
  });
});
