import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { conditionHolds } from "../conditions/conditionHolds.ts";
import type { Condition, Section, TraceEntry } from "../types.ts";

/**
 * The fields of a section whose `show` condition fails for these answers, exactly as written
 * (no defaults filled in): the building block of `hiddenFields` and `withDefaults`. Dotted keys
 * hide a field inside an object (`payment_details.address_fisher_id`). The trace is built only
 * when `options.trace` asks for it.
 */
export function showConditions(section: Section, scope: ConditionScope, at: string, options: { trace?: boolean } = {}): { hidden: string[]; trace: TraceEntry[] } {
  const hidden: string[] = [];
  const trace: TraceEntry[] = [];
  const show = section.show;
  if (!show) return { hidden, trace };
  const into = options.trace ? trace : null;
  const base = `${at}/show`;
  for (const path in show) {
    if (!Object.prototype.hasOwnProperty.call(show, path)) continue;
    if (!conditionHolds(show[path] as Condition, scope, base, into, path)) hidden.push(path);
  }
  return { hidden, trace };
}
