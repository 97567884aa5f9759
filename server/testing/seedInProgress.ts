import type { FastifyInstance } from "fastify";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { navigate } from "../../engine/navigation/navigate.ts";
import type { EngineContext } from "../../engine/types.ts";
import { readyToSubmit } from "./readyToSubmit.ts";
import type { FisherScenario } from "./scenarioAnswers.ts";
import { startDraft } from "./startDraft.ts";

/** The wizard steps a scenario walks, in order. */
export const walkedSteps = (compiled: CompiledDefinition, answers: Record<string, unknown>, context: EngineContext): string[] => navigate(compiled, answers, context).path.filter((id) => compiled.steps.has(id));

/**
 * Applications of a paying scenario's type at every stage an edit's replay (issue 24) meets, made
 * through the API as the demo fisher (`fisher`, a token): a draft only just started, one half
 * through the wizard, one at the form, one paid, and two submitted cases. `compiled` and
 * `context` are the type's committed definition and the fisher's context, to find the wizard's half.
 */
export async function seedInProgress(app: FastifyInstance, fisher: string, scenario: FisherScenario, compiled: CompiledDefinition, context: EngineContext): Promise<void> {
  const type = scenario.appType;
  const walked = walkedSteps(compiled, scenario.answers, context);
  const fieldsOf = (ids: string[]) => new Set(ids.flatMap((id) => Object.keys(compiled.steps.get(id)?.section.schema.properties ?? {})));
  const pick = (names: Set<string>) => Object.fromEntries(Object.entries(scenario.answers).filter(([k]) => names.has(k)));
  const half = Math.max(1, Math.floor(walked.length / 2));
  await startDraft(app, fisher, type, {});
  await startDraft(app, fisher, type, pick(fieldsOf(walked.slice(0, half))));
  await startDraft(app, fisher, type, pick(fieldsOf(walked)));
  await readyToSubmit(app, fisher, type, scenario.answers);
  for (let i = 0; i < 2; i++) {
    const tempId = await readyToSubmit(app, fisher, type, scenario.answers);
    const submit = await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${type}`, headers: { authorization: fisher }, payload: { ...scenario.answers, temp_trans_id: tempId, launchCase: true } });
    if (submit.statusCode !== 200) throw new Error(`submit refused: ${submit.body}`);
  }
}
