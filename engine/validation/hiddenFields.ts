import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import type { Section, TraceEntry } from "../types.ts";
import { withDefaults } from "./withDefaults.ts";

/**
 * The fields of a section that are not asked for these answers: those whose `show` condition
 * fails (renewal type unless Renewal, conch type unless Conch, other texts unless Other), judged
 * with the section's defaults filled in (a default carrier type shows the vessel type), as the
 * engine judges the section. Dotted keys hide a field inside an object (`payment_details.address_fisher_id`).
 * The trace is built only when `options.trace` asks for it.
 */
export function hiddenFields(section: Section, scope: ConditionScope, at: string, options: { trace?: boolean } = {}): { hidden: string[]; trace: TraceEntry[] } {
  const { hidden, trace } = withDefaults(section, scope, at, options);
  return { hidden, trace };
}
