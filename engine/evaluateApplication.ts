import type { CompiledDefinition } from "./definition/compileDefinition.ts";
import { requiredDocuments, type DocumentNeed } from "./documents/requiredDocuments.ts";
import { calculateFees, type FeeResult } from "./fees/calculateFees.ts";
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

/**
 * Walks the wizard and the form pages, then works out the documents and fees from the cleaned
 * answers (off-path answers removed), so the browser and the server reach the same verdict.
 */
export function evaluateApplication(compiled: CompiledDefinition, answers: Answers, context: EngineContext): Evaluation {
  const navigation = navigate(compiled, answers, context);
  const scope = { answers: navigation.answers, context, named: compiled.named };
  const { documents, groups } = requiredDocuments(compiled.definition, scope);
  return { type: compiled.definition.id, navigation, documents, groups, fees: calculateFees(compiled.definition, scope) };
}
