import type { Definition, NextRule } from "../types.ts";

const END = "$end";

/** The wizard as a graph: start targets, and per step the targets of its rules. */
export function startRules(definition: Definition): NextRule[] {
  const start = definition.wizard?.start;
  return typeof start === "string" ? [{ goto: start }] : (start ?? []);
}

/** Steps reachable from the start, and for each the fields that may have been asked before it. */
export function walkGraph(definition: Definition): { reachable: Set<string>; askedBefore: Map<string, Set<string>> } {
  const steps = new Map((definition.wizard?.steps ?? []).map((s) => [s.id, s]));
  const askedBefore = new Map<string, Set<string>>();
  const queue: string[] = [];
  for (const rule of startRules(definition)) {
    if (!steps.has(rule.goto)) continue;
    askedBefore.set(rule.goto, askedBefore.get(rule.goto) ?? new Set());
    queue.push(rule.goto);
  }
  // Fixpoint: a step's "asked before" grows with every path into it; it only ever grows, so this ends.
  while (queue.length) {
    const id = queue.shift() as string;
    const step = steps.get(id);
    if (!step) continue;
    const carried = new Set([...(askedBefore.get(id) ?? []), ...Object.keys(step.schema?.properties ?? {})]);
    for (const rule of step.next ?? []) {
      if (rule.goto === END || !steps.has(rule.goto)) continue;
      const known = askedBefore.get(rule.goto);
      const grown = new Set([...(known ?? []), ...carried]);
      if (!known || grown.size !== known.size) {
        askedBefore.set(rule.goto, grown);
        queue.push(rule.goto);
      }
    }
  }
  return { reachable: new Set(askedBefore.keys()), askedBefore };
}
