import type { Definition } from "../types.ts";
import { didYouMean } from "./didYouMean.ts";
import type { LintIssue } from "./LintIssue.ts";
import { startRules, walkGraph } from "./stepGraph.ts";

function duplicates<T>(items: T[], key: (item: T) => string, pointer: (i: number) => string, what: string): LintIssue[] {
  const seen = new Set<string>();
  return items.flatMap((item, i) => {
    const k = key(item);
    if (!seen.has(k)) return (seen.add(k), []);
    return [{ code: "duplicate-id" as const, pointer: pointer(i), message: `${what} "${k}" is used twice` }];
  });
}

/**
 * Integrity of the wizard graph and of ids: unique ids, every `goto` names a step, every step is
 * reachable, every rule list ends with a fallback (otherwise some answers lead nowhere).
 */
export function graphIssues(definition: Definition): LintIssue[] {
  const steps = definition.wizard?.steps ?? [];
  const ids = new Set(steps.map((s) => s.id));
  const issues: LintIssue[] = [
    ...duplicates([...steps, ...definition.form.pages], (s) => s.id, (i) => (i < steps.length ? `/wizard/steps/${i}/id` : `/form/pages/${i - steps.length}/id`), "step or page id"),
    ...duplicates(definition.documents?.items ?? [], (d) => d.key, (i) => `/documents/items/${i}/key`, "document key"),
    ...duplicates(definition.fees?.lines ?? [], (l) => l.id, (i) => `/fees/lines/${i}/id`, "fee line id"),
  ];
  const rulesAt: Array<[string, { goto: string; when?: unknown }[]]> = [
    ["/wizard/start", startRules(definition)],
    ...steps.map((s, i): [string, { goto: string; when?: unknown }[]] => [`/wizard/steps/${i}/next`, s.next ?? []]),
  ];
  for (const [at, rules] of rulesAt) {
    rules.forEach((rule, r) => {
      if (rule.goto !== "$end" && !ids.has(rule.goto)) issues.push({ code: "unknown-goto", pointer: typeof definition.wizard?.start === "string" && at === "/wizard/start" ? at : `${at}/${r}/goto`, message: `goto "${rule.goto}" names no step${didYouMean(rule.goto, [...ids, "$end"])}` });
    });
    const last = rules[rules.length - 1];
    if (last?.when !== undefined) issues.push({ code: "no-fallback", pointer: `${at}/${rules.length - 1}`, message: "the last rule has a condition: answers that match no rule lead nowhere; end with a rule without `when`" });
  }
  const { reachable } = walkGraph(definition);
  steps.forEach((step, i) => {
    if (!reachable.has(step.id)) issues.push({ code: "unreachable-step", pointer: `/wizard/steps/${i}`, message: `step "${step.id}" cannot be reached from the start` });
  });
  return issues;
}
