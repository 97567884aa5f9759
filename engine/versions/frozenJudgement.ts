import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import { evaluateApplication, type Evaluation } from "../evaluateApplication.ts";
import type { PriceLock } from "../fees/calculateFees.ts";
import { answerSummary, summaryDocumentsAndFees, type AnswerSummary } from "../summary/answerSummary.ts";
import type { Answers, EngineContext } from "../types.ts";

/**
 * What a submit judged, frozen with the application (decision 0041, STYLE habit 17): the version
 * and the day it was judged on, the context it was judged with (seasons and the applicant's
 * profile as they were), the path walked, and the documents and fees the applicant saw. The case
 * page, the explanation, the submission PDF, certificates and reports read this, never today's
 * definition. The answers as written out (labels, choices, dates) are not kept: the version is
 * kept whole and never changes, so they are written out again from it, the frozen context and the
 * stored answers, identically (frozenSummary; decision 0054). Keeping them cost a submit its
 * largest write.
 */
export interface FrozenJudgement {
  version: string;
  judgedOn: string;
  context: EngineContext;
  path: string[];
  /** The documents the answers called for, as the applicant saw them. */
  documents: AnswerSummary["documents"];
  /** The fees judged, in integer cents: what the applicant was charged. */
  fees: AnswerSummary["fees"];
  /** The prices a draft paid under an earlier version kept, when it had any. */
  prices?: PriceLock;
  /** The whole summary, in judgements frozen before decision 0054 (read as it was kept). */
  summary?: AnswerSummary;
}

/** Freezes the judgement of accepted answers under the version that judged them (`evaluation`: that judgement, when the caller has it). */
export function frozenJudgement(compiled: CompiledDefinition, answers: Answers, context: EngineContext, prices?: PriceLock, evaluation?: Evaluation): FrozenJudgement {
  const options = prices ? { prices } : {};
  const judged = evaluation ?? evaluateApplication(compiled, answers, context, options);
  return { version: compiled.definition.version, judgedOn: context.today, context, path: judged.navigation.path, ...summaryDocumentsAndFees(judged), ...options };
}

/**
 * A submitted application's answers as the applicant checked them, by `compiled`, the version that
 * judged them (frozen.version), with the frozen context and prices; its documents and fees the
 * frozen ones. A judgement frozen with its whole summary reads that.
 */
export function frozenSummary(compiled: CompiledDefinition, answers: Answers, frozen: FrozenJudgement): AnswerSummary {
  if (frozen.summary) return frozen.summary;
  const { sections } = answerSummary(compiled, answers, frozen.context, frozen.prices ? { prices: frozen.prices } : {});
  return { sections, documents: frozen.documents, fees: frozen.fees };
}
