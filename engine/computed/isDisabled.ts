import { conditionHolds } from "../conditions/conditionHolds.ts";
import type { EngineContext, FieldSchema } from "../types.ts";

/** `x-disabledWhen` reads siblings only (lint refuses `$today`, `$profile` and named conditions), so no context is needed. */
const NO_CONTEXT: EngineContext = { today: "", windows: {}, profile: {} };
const NO_NAMED = {};

/**
 * Whether a field is disabled for the answers of the object or row that holds it (`container`):
 * its `x-disabledWhen` holds there. Spec 002 §5: the engine serial number is disabled when
 * Unknown; spec 001 §5: a vessel's dates and certificate are disabled until its number is filled.
 */
export function isDisabled(field: FieldSchema, container: Record<string, unknown>): boolean {
  const rule = field["x-disabledWhen"];
  return rule !== undefined && conditionHolds(rule, { answers: container, context: NO_CONTEXT, named: NO_NAMED }, "", null);
}
