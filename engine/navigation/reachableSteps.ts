import type { CompiledDefinition } from "../definition/compileDefinition.ts";

/** The steps reachable from `from` (itself included) following any `next` rule. */
export function reachableSteps(compiled: CompiledDefinition, from: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const id = queue.shift() as string;
    if (seen.has(id) || !compiled.steps.has(id)) continue;
    seen.add(id);
    for (const rule of compiled.steps.get(id)?.section.next ?? []) queue.push(rule.goto);
  }
  return seen;
}
