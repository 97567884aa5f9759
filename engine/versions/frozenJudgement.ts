import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import { evaluateApplication, type Evaluation } from "../evaluateApplication.ts";
import type { PriceLock } from "../fees/calculateFees.ts";
import { answerSummary, type AnswerSummary } from "../summary/answerSummary.ts";
import type { Answers, EngineContext } from "../types.ts";

/**
 * What a submit judged, frozen with the application (decision 0041, STYLE habit 17): the version
 * and the day it was judged on, the context it was judged with (seasons and the applicant's
 * profile as they were), the path walked, and the answers, documents and fees as the applicant saw
 * them. The case page, the explanation, the submission PDF, certificates and reports read this,
 * never today's definition.
 */
export interface FrozenJudgement {
  version: string;
  judgedOn: string;
  context: EngineContext;
  path: string[];
  summary: AnswerSummary;
  /** The prices a draft paid under an earlier version kept, when it had any. */
  prices?: PriceLock;
}

/** Freezes the judgement of accepted answers under the version that judged them (`evaluation`: that judgement, when the caller has it). */
export function frozenJudgement(compiled: CompiledDefinition, answers: Answers, context: EngineContext, prices?: PriceLock, evaluation?: Evaluation): FrozenJudgement {
  const options = prices ? { prices } : {};
  const judged = evaluation ?? evaluateApplication(compiled, answers, context, options);
  return { version: compiled.definition.version, judgedOn: context.today, context, path: judged.navigation.path, summary: answerSummary(compiled, answers, context, { ...options, evaluation: judged }), ...options };
}
