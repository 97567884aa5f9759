import { evaluateCondition, type ConditionScope } from "../conditions/evaluateCondition.ts";
import type { Section, TraceEntry } from "../types.ts";

/**
 * The fields of a section whose `show` condition fails for these answers, exactly as written
 * (no defaults filled in): the building block of `hiddenFields` and `withDefaults`. Dotted keys
 * hide a field inside an object (`payment_details.address_fisher_id`).
 */
export function showConditions(section: Section, scope: ConditionScope, at: string): { hidden: string[]; trace: TraceEntry[] } {
  const hidden: string[] = [];
  const trace: TraceEntry[] = [];
  for (const [path, condition] of Object.entries(section.show ?? {})) {
    const outcome = evaluateCondition(condition, scope, `${at}/show/${path}`);
    trace.push(...outcome.trace);
    if (!outcome.result) hidden.push(path);
  }
  return { hidden, trace };
}
