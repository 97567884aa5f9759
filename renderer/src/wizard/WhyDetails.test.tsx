// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { evaluateApplication } from "../../../engine/evaluateApplication.ts";
import { checkSentence } from "../../../engine/explain/operatorWords.ts";
import { contextFor, loadDefinitions } from "../../../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../../../engine/node/loadScenarios.ts";
import { WhyDetails } from "./WhyDetails.tsx";

afterEach(cleanup);

describe("WhyDetails", () => {
  it("words each rule read as the engine does: what it asks, the answer seen, yes or no", () => {
    const { container } = render(<WhyDetails trace={[{ at: "/fees/lines/0/when", field: "licence_type", op: "equals", value: "Recreational Fishing", seen: "Commercial Fishing", result: false }, { at: "/documents/items/1/when", field: "$today", op: "isSet", seen: null, result: false }]} />);
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["licence_type is Recreational Fishing: the answer is Commercial Fishing, so no", "today is answered: the answer is not answered, so no"]);
  });

  it("says every rule of a scenario's fees in the engine's one set of words (engine/explain/operatorWords.ts)", () => {
    const { definition, compiled } = loadDefinitions().loaded.find((d) => (d.definition.fees?.lines ?? []).some((l) => l.when)) ?? {};
    if (!definition || !compiled) throw new Error("no definition with a conditional fee");
    const scenario = loadScenarios(definition.id).find((s) => s.scenario.expect.complete)?.scenario;
    if (!scenario) throw new Error(`no complete scenario of ${definition.id}`);
    const { fees } = evaluateApplication(compiled, scenario.answers, contextFor(scenario.today, scenario.profile ?? {}), { trace: true });
    const trace = fees.lines.flatMap((l) => l.trace);
    expect(trace.length).toBeGreaterThan(0);
    const { container } = render(<WhyDetails trace={trace} />);
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(trace.map((t) => checkSentence(t)));
  });
});
