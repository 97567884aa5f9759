import { evaluateCondition, type ConditionScope } from "../conditions/evaluateCondition.ts";
import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import { conditionLeaves } from "../lint/conditionLeaves.ts";
import type { Answers, Condition, EngineContext, NextRule } from "../types.ts";
import { END, navigate } from "./navigate.ts";
import { reachableSteps } from "./reachableSteps.ts";

/** Where a wizard step stands: question `position` of `total` ("about" unless `exact`). */
export interface Progress {
  position: number;
  total: number;
  /** True when these answers leave only one way to the end, so `total` is not an estimate. */
  exact: boolean;
}

/**
 * Where a wizard step stands (issue 14, docs/decisions/0017; shown as "Question k", "of n" once exact: docs/decisions/0051): k is the step's place
 * on the path the answers walk; n is that path up to the first step still to answer, plus the
 * shortest way from there to the end of the wizard. The way ahead follows the definition's `next`
 * rules, leaving out a rule whose condition the answers already decide against (it reads only
 * answers no step ahead can change) and every rule after one they decide for. So n never counts a
 * step these answers have ruled out, and it is exact once a single way is left. Null when the
 * step is not on the path.
 */
export function progress(compiled: CompiledDefinition, answers: Answers, context: EngineContext, stepId: string): Progress | null {
  const navigation = navigate(compiled, answers, context);
  const walked = navigation.path.filter((id) => compiled.steps.has(id));
  const position = walked.indexOf(stepId) + 1;
  if (position === 0) return null;
  const frontier = walked.at(-1);
  if (navigation.wizardComplete || frontier === undefined) return { position, total: walked.length, exact: true };
  const scope: ConditionScope = { answers: navigation.answers, context, named: compiled.named };
  const ahead = shortestWayToEnd(compiled, frontier, scope);
  return { position, total: walked.length + ahead.steps, exact: ahead.exact };
}

/** Fields that a step reachable from `from` (itself included) may still ask, hence still change. */
function openFields(compiled: CompiledDefinition, from: string): Set<string> {
  const open = new Set<string>();
  for (const id of reachableSteps(compiled, [from])) for (const name of Object.keys(compiled.steps.get(id)?.section.schema.properties ?? {})) open.add(name);
  return open;
}

/** Whether a condition reads only the context and answers no step ahead can change. */
function settled(condition: Condition, named: ConditionScope["named"], open: Set<string>): boolean {
  return conditionLeaves(condition, "", named).every(({ leaf }) => leaf.field.startsWith("$") || !open.has(leaf.field.split(".")[0] ?? ""));
}

/** The targets a step's rules may still lead to, for these answers. */
function targets(rules: NextRule[], scope: ConditionScope, open: Set<string>): string[] {
  const found: string[] = [];
  for (const rule of rules) {
    if (rule.when === undefined) return [...found, rule.goto];
    if (!settled(rule.when, scope.named, open)) {
      found.push(rule.goto);
      continue;
    }
    if (evaluateCondition(rule.when, scope).result) return [...found, rule.goto];
  }
  return found;
}

/**
 * Breadth-first from `frontier` to `$end`: how many steps after the frontier the shortest way
 * takes, and whether it is the only way (every step on it has one possible target).
 */
function shortestWayToEnd(compiled: CompiledDefinition, frontier: string, scope: ConditionScope): { steps: number; exact: boolean } {
  const open = openFields(compiled, frontier);
  const distance = new Map<string, number>([[frontier, 0]]);
  const queue = [frontier];
  let branching = false;
  while (queue.length) {
    const id = queue.shift() as string;
    const step = compiled.steps.get(id);
    if (!step) continue;
    const next = targets(step.section.next, scope, open);
    if (new Set(next).size > 1) branching = true;
    for (const to of next) {
      if (to === END) return { steps: distance.get(id) ?? 0, exact: !branching && queue.length === 0 };
      if (distance.has(to)) continue;
      distance.set(to, (distance.get(id) ?? 0) + 1);
      queue.push(to);
    }
  }
  return { steps: 0, exact: false };
}
