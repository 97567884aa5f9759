import { evaluateCondition, type ConditionScope } from "../conditions/evaluateCondition.ts";
import type { CompiledSection } from "../definition/compileDefinition.ts";
import { applyComputed } from "../computed/applyComputed.ts";
import { optionErrors } from "../options/optionErrors.ts";
import type { Answers, FieldError, TraceEntry } from "../types.ts";
import { ajvErrors } from "./ajvErrors.ts";
import { dateErrors } from "./dateErrors.ts";
import { fileErrors } from "./fileErrors.ts";
import { isUnder, pointerOf } from "./pointer.ts";
import { sectionData, withoutPaths } from "./sectionData.ts";
import { withDefaults } from "./withDefaults.ts";

/** The judgement of one step or page. */
export interface SectionResult {
  valid: boolean;
  /** Field names asked on this section for these answers (hidden ones left out). */
  asked: string[];
  errors: FieldError[];
  /** The section's step-level message (a toast) when it fails, if it has one. */
  message: string | null;
  /** Defaults of shown, unanswered fields the section filled in (withDefaults): answers from now on. */
  filled: Answers;
  trace: TraceEntry[];
}

function firstPerPointer(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.pointer) ? false : (seen.add(e.pointer), true)));
}

/**
 * Judges the answers of one wizard step or form page: JSON Schema through ajv, dates relative to
 * today, options offered now, and the section's checks; hidden fields are neither asked nor
 * judged, computed fields are worked out first, and shown fields left unanswered take their
 * schema `default`. Errors carry the spec's messages, one per field, keyed by JSON pointer.
 */
export function validateSection(compiled: CompiledSection, given: ConditionScope): SectionResult {
  const { section, at } = compiled;
  // A computed field is judged as worked out, never as sent (a browser's stale or tampered value).
  const defaulted = withDefaults(section, { ...given, answers: applyComputed([section.schema], given.answers) }, at);
  const { hidden, trace, filled } = defaulted;
  const scope = { ...given, answers: defaulted.answers };
  const hiddenPointers = hidden.map(pointerOf);
  const data = sectionData(section, scope.answers, hidden);
  compiled.validate(data);
  const options = optionErrors(section, compiled.schema, data, scope);
  trace.push(...options.trace);
  const errors = [...ajvErrors(compiled.validate.errors, compiled.schema), ...dateErrors(compiled.schema, data, scope.context.today), ...fileErrors(compiled.schema, data), ...options.errors].filter(
    (e) => !hiddenPointers.some((p) => isUnder(e.pointer, p)),
  );
  // Checks see the answers without this section's hidden fields, so a stale hidden answer cannot satisfy them.
  const visible = { ...scope, answers: withoutPaths(scope.answers, hidden) };
  (section.checks ?? []).forEach((check, i) => {
    const outcome = evaluateCondition(check.assert, visible, `${at}/checks/${i}/assert`);
    trace.push(...outcome.trace);
    if (!outcome.result) errors.push({ pointer: check.pointer, message: check.message });
  });
  const hiddenTop = new Set(hidden.filter((p) => !p.includes(".")));
  const asked = Object.keys(section.schema.properties).filter((name) => !hiddenTop.has(name));
  const unique = firstPerPointer(errors);
  return { valid: unique.length === 0, asked, errors: unique, message: unique.length ? (section.message ?? null) : null, filled, trace };
}
