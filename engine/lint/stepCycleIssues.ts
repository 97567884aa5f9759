import type { Definition } from "../types.ts";
import { constantCondition } from "./constantCondition.ts";
import type { LintIssue } from "./LintIssue.ts";

interface Edge {
  to: string;
  at: string;
}

/**
 * Circles in the wizard graph, found without answers: a chain of `next` rules that can lead back
 * to a step already walked. The engine stops with an error when answers take such a chain (a step
 * is walked once), so every circle is a mistake. Each is reported once, at the rule that closes
 * it, naming its steps in order. Rules whose condition can never hold are not followed.
 */
export function stepCycleIssues(definition: Definition): LintIssue[] {
  const steps = definition.wizard?.steps ?? [];
  const named = definition.conditions ?? {};
  const edges = new Map<string, Edge[]>();
  steps.forEach((step, i) => {
    const out = (step.next ?? []).flatMap((rule, r): Edge[] => (rule.when !== undefined && constantCondition(rule.when, named) === false ? [] : [{ to: rule.goto, at: `/wizard/steps/${i}/next/${r}/goto` }]));
    if (!edges.has(step.id)) edges.set(step.id, out);
  });
  const issues: LintIssue[] = [];
  const done = new Set<string>();
  const reported = new Set<string>();
  const path: string[] = [];
  const visit = (id: string): void => {
    path.push(id);
    for (const edge of edges.get(id) ?? []) {
      const back = path.indexOf(edge.to);
      if (back >= 0) {
        const circle = path.slice(back);
        const key = [...circle].sort().join("\u0000");
        if (!reported.has(key)) {
          reported.add(key);
          const names = [...circle, edge.to].map((s) => `"${s}"`).join(" → ");
          issues.push({ code: "step-cycle", pointer: edge.at, message: `the wizard can go round in a circle: ${names}; a step cannot be asked twice, so the engine stops with an error there. Send this rule (or another in the circle) to a later step or "$end"` });
        }
      } else if (!done.has(edge.to) && edges.has(edge.to)) visit(edge.to);
    }
    path.pop();
    done.add(id);
  };
  for (const step of steps) if (!done.has(step.id)) visit(step.id);
  return issues;
}
