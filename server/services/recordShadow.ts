import type { FastifyInstance } from "fastify";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { evaluateApplication, type Evaluation } from "../../engine/evaluateApplication.ts";
import type { Answers, EngineContext } from "../../engine/types.ts";
import { migrateAnswers } from "../../engine/versions/migrateAnswers.ts";

/** What a judgement decided, in the terms an analyst compares two versions by. */
function outcome(evaluation: Evaluation) {
  return {
    complete: evaluation.navigation.complete,
    blocked: evaluation.navigation.blocked?.message ?? null,
    documents: evaluation.documents.filter((d) => d.required).map((d) => d.key),
    fees: evaluation.fees.total,
  };
}

/**
 * Shadow mode (decision 0041): a submit judged by the version in force is judged again by each
 * version scheduled after it (its answers moved by the declared migrations), and where the two
 * would differ (complete or not, blocked, documents required, fee total) is recorded for analysts.
 * It never changes the submit, and a failure here is logged, not the applicant's problem.
 */
export async function recordShadow(app: FastifyInstance, transactionId: number, judged: CompiledDefinition, answers: Answers, context: EngineContext): Promise<void> {
  const scheduled = app.definitions.scheduled(judged.definition.id);
  if (!scheduled.length) return;
  try {
    const now = outcome(evaluateApplication(judged, answers, context));
    const chain = app.definitions.versions(judged.definition.id).map((c) => c.definition);
    for (const next of scheduled) {
      const moved = migrateAnswers(chain.slice(0, chain.indexOf(next.definition) + 1), judged.definition.version, answers);
      const then = outcome(evaluateApplication(next, moved.answers, context));
      const differences = (Object.keys(now) as Array<keyof typeof now>).filter((k) => JSON.stringify(now[k]) !== JSON.stringify(then[k])).map((k) => ({ what: k, inForce: now[k], scheduled: then[k] }));
      if (!differences.length) continue;
      await app.knex("shadow_judgements").insert({ transaction_id: transactionId, app_type: judged.definition.id, in_force_version: judged.definition.version, scheduled_version: next.definition.version, differences: JSON.stringify({ differences, migrated: moved.applied }) });
    }
  } catch (error) {
    app.log.warn({ err: error, transactionId }, "shadow judgement by the scheduled version failed");
  }
}
