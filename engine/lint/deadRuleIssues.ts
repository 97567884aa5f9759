import type { Condition, Definition, NextRule } from "../types.ts";
import { constantCondition } from "./constantCondition.ts";
import type { LintIssue } from "./LintIssue.ts";

/** The `next` rules of one list that can never be chosen: after a rule that always applies, or with a condition that never holds. */
function deadRules(rules: NextRule[], at: string, named: Record<string, Condition>): LintIssue[] {
  const issues: LintIssue[] = [];
  let always: { index: number; why: string } | null = null;
  rules.forEach((rule, r) => {
    if (always) {
      issues.push({ code: "dead-rule", pointer: `${at}/${r}`, message: `this rule is never used: rule ${always.index + 1} above it ${always.why}, so the wizard always goes where that rule says; move the rule without "when" (the fallback) to the end of the list` });
      return;
    }
    const holds = rule.when === undefined ? true : constantCondition(rule.when, named);
    if (holds === false) issues.push({ code: "dead-rule", pointer: `${at}/${r}/when`, message: `this rule is never used: its "when" can never hold, whatever the answers; correct the condition or delete the rule` });
    if (holds === true && r < rules.length - 1) always = { index: r, why: rule.when === undefined ? 'has no "when"' : 'has a "when" that always holds' };
  });
  return issues;
}

/** A fee line, document or document group whose `when` can never hold. */
function neverApplies(when: Condition | undefined, at: string, what: string, named: Record<string, Condition>): LintIssue[] {
  if (when === undefined || constantCondition(when, named) !== false) return [];
  return [{ code: "never-applies", pointer: `${at}/when`, message: `this ${what} never applies: its "when" can never hold, whatever the answers; correct the condition or delete the ${what}` }];
}

/**
 * Rules that can never take effect (issue 16): a `next` or start rule after a fallback placed
 * first (the first matching rule wins, so nothing after a rule that always matches is reached),
 * a rule whose condition is always false, and fee lines, documents and groups that never apply.
 */
export function deadRuleIssues(definition: Definition): LintIssue[] {
  const named = definition.conditions ?? {};
  const start = definition.wizard?.start;
  return [
    ...(Array.isArray(start) ? deadRules(start, "/wizard/start", named) : []),
    ...(definition.wizard?.steps ?? []).flatMap((step, i) => deadRules(step.next ?? [], `/wizard/steps/${i}/next`, named)),
    ...(definition.fees?.lines ?? []).flatMap((line, i) => neverApplies(line.when, `/fees/lines/${i}`, "fee line", named)),
    ...(definition.documents?.items ?? []).flatMap((item, i) => neverApplies(item.when, `/documents/items/${i}`, "document", named)),
    ...(definition.documents?.groups ?? []).flatMap((group, i) => neverApplies(group.when, `/documents/groups/${i}`, "document group", named)),
  ];
}
