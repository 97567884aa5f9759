import { describe, expect, it } from "vitest";
import { buildContext } from "../buildContext.ts";
import { evaluateApplication } from "../evaluateApplication.ts";
import { defaultSeasons, loadDefinitions } from "../node/loadDefinitions.ts";
import { loadScenarios } from "../node/loadScenarios.ts";
import { answerSummary } from "../summary/answerSummary.ts";
import { frozenJudgement, frozenSummary, type FrozenJudgement } from "./frozenJudgement.ts";

const { loaded } = loadDefinitions();
/** Every complete scenario of every type, judged as a submit judges it: the answers kept are those on the path. */
const submitted = loaded.flatMap(({ compiled }) =>
  loadScenarios(compiled.definition.id)
    .filter(({ scenario }) => scenario.expect.complete === true)
    .map(({ file, scenario }) => {
      const context = buildContext({ today: scenario.today ?? "2026-11-28", defaults: defaultSeasons(), profile: scenario.profile ?? {} });
      const evaluation = evaluateApplication(compiled, scenario.answers, context);
      return { file, compiled, context, evaluation, answers: evaluation.navigation.answers };
    }),
);
/** What the database keeps and gives back: the JSON of the judgement. */
const stored = (frozen: FrozenJudgement) => JSON.parse(JSON.stringify(frozen)) as FrozenJudgement;

describe("a frozen judgement (decision 0054)", () => {
  it("writes the answers out again exactly as the applicant checked them at submit: every complete scenario of every type", () => {
    expect(submitted.length).toBeGreaterThan(50);
    for (const { file, compiled, context, evaluation, answers } of submitted) {
      const frozen = stored(frozenJudgement(compiled, answers, context, undefined, evaluation));
      expect(frozenSummary(compiled, answers, frozen), file).toEqual(answerSummary(compiled, answers, context));
    }
  });

  it("keeps the fees and documents judged, not what the answers would come to under other prices", () => {
    const { compiled, context, evaluation, answers } = submitted.find((s) => s.evaluation.fees.total > 0)!;
    const frozen = stored(frozenJudgement(compiled, answers, context, undefined, evaluation));
    const charged = { ...frozen, fees: { ...frozen.fees, total: frozen.fees.total + 500 } };
    expect(frozenSummary(compiled, answers, charged).fees.total).toBe(evaluation.fees.total + 500);
    expect(frozenSummary(compiled, answers, charged).documents).toEqual(frozen.documents);
  });

  it("reads a judgement frozen with its whole summary (before decision 0054) as it was kept", () => {
    const { compiled, context, answers } = submitted[0]!;
    const summary = answerSummary(compiled, answers, context);
    const kept = { ...summary, sections: summary.sections.map((s) => ({ ...s, title: `${s.title} (as it read then)` })) };
    const legacy = { version: compiled.definition.version, judgedOn: context.today, context, path: [], summary: kept } as unknown as FrozenJudgement;
    expect(frozenSummary(compiled, answers, legacy)).toBe(kept);
  });

  it("is a fraction of the size it was with the answers written out", () => {
    for (const { file, compiled, context, evaluation, answers } of submitted) {
      const lean = JSON.stringify(frozenJudgement(compiled, answers, context, undefined, evaluation)).length;
      const whole = JSON.stringify({ ...frozenJudgement(compiled, answers, context, undefined, evaluation), summary: answerSummary(compiled, answers, context) }).length;
      expect(lean, file).toBeLessThan(whole / 2);
    }
  });
});
