import { conditionHolds } from "../conditions/conditionHolds.ts";
import type { Condition, EngineContext, FieldSchema } from "../types.ts";

/** A field's own rules read its siblings only (lint refuses `$today`, `$profile` and named conditions), so no context is needed. */
const NO_CONTEXT: EngineContext = { today: "", windows: {}, profile: {} };
const holdsBeside = (rule: Condition, container: Record<string, unknown>): boolean => conditionHolds(rule, { answers: container, context: NO_CONTEXT, named: {} }, "", null);

/**
 * Whether a field is disabled for the answers of the object or row that holds it (`container`):
 * its `x-disabledWhen` holds there. Spec 002 §5: the engine serial number is disabled when
 * Unknown; spec 001 §5: a vessel's dates and certificate are disabled until its number is filled.
 */
export function isDisabled(field: FieldSchema, container: Record<string, unknown>): boolean {
  const rule = field["x-disabledWhen"];
  return rule !== undefined && holdsBeside(rule, container);
}

/**
 * Whether a field is not asked for the answers of the object or row that holds it: it has an
 * `x-showWhen` that does not hold there (docs/decisions/0060). A row's CITES permit number is
 * asked on the queen conch rows only: each row is judged on its own answers. A hidden field is
 * not shown, its value is dropped (applyComputed) and nothing is reported at it (hiddenInRows).
 */
export function isHidden(field: FieldSchema, container: Record<string, unknown>): boolean {
  const rule = field["x-showWhen"];
  return rule !== undefined && !holdsBeside(rule, container);
}
