import { describeCondition } from "../conditions/describeCondition.ts";
import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { Navigation } from "./navigate.ts";

/** A step the answers went around, and the rule that did it, in words. */
export interface SkippedStep {
  step: string;
  title: string;
  because: string;
}

/**
 * The steps the walk went around: for each edge that jumps over steps written between its two
 * ends, those steps (when not walked anyway), with the rule that chose the jump, for the
 * renderer's "why?" on skipped steps.
 */
export function skippedSteps(compiled: CompiledDefinition, navigation: Pick<Navigation, "path" | "edges">): SkippedStep[] {
  const order = compiled.stepOrder;
  const skipped: SkippedStep[] = [];
  for (const edge of navigation.edges) {
    const from = order.indexOf(edge.from);
    const to = edge.to === "$end" ? order.length : order.indexOf(edge.to);
    if (from < 0 || to <= from + 1) continue;
    const rule = compiled.steps.get(edge.from)?.section.next[edge.rule];
    const because = rule?.when !== undefined ? describeCondition(rule.when, compiled.named) : `the step after ${edge.from} is ${edge.to}`;
    for (const id of order.slice(from + 1, to)) {
      if (navigation.path.includes(id) || skipped.some((s) => s.step === id)) continue;
      skipped.push({ step: id, title: compiled.steps.get(id)?.section.title ?? id, because });
    }
  }
  return skipped;
}
