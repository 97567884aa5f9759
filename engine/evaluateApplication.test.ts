import { describe, expect, it } from "vitest";
import { buildContext } from "./buildContext.ts";
import { evaluateApplication } from "./evaluateApplication.ts";
import { defaultSeasons, loadDefinitions } from "./node/loadDefinitions.ts";
import { loadScenarios } from "./node/loadScenarios.ts";
import type { Answers } from "./types.ts";
import { validateSection } from "./validation/validateSection.ts";

/**
 * The evaluation the server and the browser run (no trace: conditions compiled once, answers not
 * copied per step) must say exactly what the traced one says, the interpreter reading every
 * condition and each section seeing its own copy of the answers (docs/decisions/0024-engine-compiled-once.md).
 * Every scenario of every type, each with one answer taken away at a time (stops and errors) and
 * over every other scenario's answers (stale answers, hidden fields, off-path choices), so an
 * optimisation of the fast path cannot silently change an answer.
 */
const { loaded } = loadDefinitions();
const defaults = defaultSeasons();

/** The JSON of a result with every trace emptied, key order included (the server stores answers in this order). */
const withoutTrace = (value: unknown): string => JSON.stringify(value, (key, inner: unknown) => (key === "trace" ? [] : inner));

/**
 * The scenario's answers; the same with each answer left out in turn; and with the answers of
 * every other scenario of the type underneath (stale answers of fields now hidden or off the path).
 */
function variants(answers: Answers, others: Answers[]): Answers[] {
  return [
    answers,
    ...Object.keys(answers).map((left) => Object.fromEntries(Object.entries(answers).filter(([name]) => name !== left))),
    ...others.filter((other) => other !== answers).map((other) => ({ ...other, ...answers })),
  ];
}

for (const { definition, compiled } of loaded) {
  describe(`${definition.id}: the untraced evaluation`, () => {
    const scenarios = loadScenarios(definition.id);
    const sections = [...compiled.steps.values(), ...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])];

    it("has scenarios to compare", () => {
      expect(scenarios.length).toBeGreaterThan(0);
    });

    it.each(scenarios.map(({ file, scenario }) => [file, scenario] as const))("equals the traced one, minus the trace: %s", (_file, scenario) => {
      const context = buildContext({ today: scenario.today, defaults, ...(scenario.seasons ? { seasons: scenario.seasons } : {}), ...(scenario.profile ? { profile: scenario.profile } : {}) });
      for (const answers of variants(scenario.answers, scenarios.map((s) => s.scenario.answers))) {
        const traced = evaluateApplication(compiled, answers, context, { trace: true });
        const fast = evaluateApplication(compiled, answers, context);
        expect(withoutTrace(fast)).toBe(withoutTrace(traced));
        expect(fast.navigation.trace).toEqual([]);
      }
      // Each section judged on its own, as the browser judges the step or page on screen.
      for (const section of sections) {
        const scope = { answers: scenario.answers, context, named: compiled.named };
        expect(withoutTrace(validateSection(section, scope))).toBe(withoutTrace(validateSection(section, scope, { trace: true })));
      }
    });
  });
}

describe("the traced evaluation", () => {
  it("records the conditions it read, where the untraced one records none", () => {
    const traces = loaded.flatMap(({ definition, compiled }) =>
      loadScenarios(definition.id).map(({ scenario }) => {
        const context = buildContext({ today: scenario.today, defaults, ...(scenario.profile ? { profile: scenario.profile } : {}) });
        const traced = evaluateApplication(compiled, scenario.answers, context, { trace: true });
        const fast = evaluateApplication(compiled, scenario.answers, context);
        return { traced: traced.navigation.trace.length + traced.fees.lines.reduce((n, line) => n + line.trace.length, 0), fast: fast.navigation.trace.length + fast.fees.lines.reduce((n, line) => n + line.trace.length, 0) };
      }),
    );
    expect(traces.filter((t) => t.traced > 0).length).toBeGreaterThan(traces.length / 2);
    expect(traces.every((t) => t.fast === 0)).toBe(true);
  });
});
