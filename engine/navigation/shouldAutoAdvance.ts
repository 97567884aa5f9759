import { evaluateCondition } from "../conditions/evaluateCondition.ts";
import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { Answers, EngineContext } from "../types.ts";
import { validateSection } from "../validation/validateSection.ts";

/**
 * Whether choosing on this step moves on by itself: the step says `autoAdvance` (always, or when
 * its condition holds: New Licence advances, Renewal stays to take a number) and its answers pass.
 */
export function shouldAutoAdvance(compiled: CompiledDefinition, stepId: string, answers: Answers, context: EngineContext): boolean {
  const step = compiled.steps.get(stepId);
  const rule = step?.section.autoAdvance;
  if (!step || !rule) return false;
  const scope = { answers, context, named: compiled.named };
  if (!validateSection(step, scope).valid) return false;
  return rule === true || evaluateCondition(rule, scope, `${step.at}/autoAdvance`).result;
}
