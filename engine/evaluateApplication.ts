import type { CompiledDefinition } from "./definition/compileDefinition.ts";
import { requiredDocuments, type DocumentNeed } from "./documents/requiredDocuments.ts";
import { calculateFees, type FeeResult, type PriceLock } from "./fees/calculateFees.ts";
import { navigate, type Navigation } from "./navigation/navigate.ts";
import type { Answers, EngineContext } from "./types.ts";

/** Everything the engine says about one set of answers of one application type. */
export interface Evaluation {
  type: string;
  navigation: Navigation;
  documents: DocumentNeed[];
  groups: ReturnType<typeof requiredDocuments>["groups"];
  fees: FeeResult;
}

/** What an evaluation should record besides its verdict. */
export interface EvaluateOptions {
  /**
   * Every condition read, with the value seen and its result (the navigation's trace and each
   * document's and fee line's): for staff's "why" and the CLI's `evaluate`. Left empty otherwise,
   * since building it costs more than the verdict itself (docs/decisions/0024-engine-compiled-once.md).
   */
  trace?: boolean;
  /** The prices a draft paid under an earlier version or schedule keeps (decision 0041). */
  prices?: PriceLock;
}

/**
 * Walks the wizard and the form pages, then works out the documents and fees from the cleaned
 * answers (off-path answers removed), so the browser and the server reach the same verdict.
 */
export function evaluateApplication(compiled: CompiledDefinition, answers: Answers, context: EngineContext, options: EvaluateOptions = {}): Evaluation {
  const navigation = navigate(compiled, answers, context, options);
  const scope = { answers: navigation.answers, context, named: compiled.named };
  const { documents, groups } = requiredDocuments(compiled.definition, scope, options);
  return { type: compiled.definition.id, navigation, documents, groups, fees: calculateFees(compiled.definition, scope, options) };
}
