import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { conditionHolds } from "../conditions/conditionHolds.ts";
import type { CompiledSection } from "../definition/compileDefinition.ts";
import { applyComputed } from "../computed/applyComputed.ts";
import { optionErrors } from "../options/optionErrors.ts";
import type { Answers, FieldError, TraceEntry } from "../types.ts";
import { ajvErrors } from "./ajvErrors.ts";
import { dateErrors } from "./dateErrors.ts";
import { fieldNames } from "./fieldNames.ts";
import { fileErrors } from "./fileErrors.ts";
import { hiddenInRows } from "./hiddenInRows.ts";
import { isUnder, pointerOf } from "./pointer.ts";
import { holdsPath, sectionData, withoutPaths } from "./sectionData.ts";
import { sectionMessage, typeDefaultsAt } from "./typeMessages.ts";
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
  /** Every condition read, with what it saw: empty unless `options.trace` asked for it. */
  trace: TraceEntry[];
}

function firstPerPointer(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.pointer) ? false : (seen.add(e.pointer), true)));
}

/** The JSON pointer of each hidden field's dotted path (the `show` keys of the definitions), worked out once. */
const pointers = new Map<string, string>();

function pointerAt(path: string): string {
  let pointer = pointers.get(path);
  if (pointer === undefined) {
    pointer = pointerOf(path);
    pointers.set(path, pointer);
  }
  return pointer;
}

/**
 * Judges the answers of one wizard step or form page: JSON Schema through ajv, dates relative to
 * today, options offered now, and the section's checks; hidden fields are neither asked nor
 * judged, computed fields are worked out first, and shown fields left unanswered take their
 * schema `default`. Errors carry the spec's messages, one per field, keyed by JSON pointer (the
 * field's own, else the type's default for its widget, else the engine's: decision 0036).
 * `options.trace` records every condition read (for staff and the CLI); without it none is built.
 */
export function validateSection(compiled: CompiledSection, given: ConditionScope, options: { trace?: boolean } = {}): SectionResult {
  const { section, at } = compiled;
  // A computed field is judged as worked out, never as sent (a browser's stale or tampered value).
  const computed = applyComputed([section.schema], given.answers);
  const defaulted = withDefaults(section, computed === given.answers ? given : { ...given, answers: computed }, at, options);
  const { hidden, trace, filled } = defaulted;
  const scope = defaulted.answers === given.answers ? given : { ...given, answers: defaulted.answers };
  const data = sectionData(section, scope.answers, hidden);
  compiled.validate(data);
  const choices = optionErrors(section, compiled.schema, data, scope, options);
  for (const entry of choices.trace) trace.push(entry);
  // Nothing is reported at a hidden field (its `required` above all, since sectionData dropped it),
  // nor at one its own row does not ask (x-showWhen).
  const hiddenPointers = [...hidden.map(pointerAt), ...hiddenInRows(section.schema, data)];
  const shown = hiddenPointers.length ? (pointer: string) => !hiddenPointers.some((p) => isUnder(pointer, p)) : undefined;
  const defaultsAt = typeDefaultsAt(compiled);
  let errors = [...ajvErrors(compiled.validate.errors, compiled.schema, shown, defaultsAt), ...dateErrors(compiled.schema, data, scope.context.today, defaultsAt), ...fileErrors(compiled.schema, data, defaultsAt), ...choices.errors];
  if (shown) errors = errors.filter((e) => shown(e.pointer));
  const checks = section.checks ?? [];
  if (checks.length) {
    // Checks see the answers without this section's hidden fields, so a stale hidden answer cannot
    // satisfy them (a copy only when the answers hold one: otherwise the copy would be the same).
    const visible = hidden.some((path) => holdsPath(scope.answers, path)) ? { ...scope, answers: withoutPaths(scope.answers, hidden) } : scope;
    const into = options.trace ? trace : null;
    const base = `${at}/checks`;
    checks.forEach((check, i) => {
      if (!conditionHolds(check.assert, visible, base, into, i, "/assert")) errors.push({ pointer: check.pointer, message: check.message });
    });
  }
  // A dotted hidden path hides a field inside an object, not a top-level field of that name.
  const names = fieldNames(section);
  const asked = hidden.length ? names.filter((name) => !(hidden.includes(name) && !name.includes("."))) : names.slice();
  const unique = errors.length ? firstPerPointer(errors) : errors;
  return { valid: unique.length === 0, asked, errors: unique, message: unique.length ? sectionMessage(compiled) : null, filled, trace };
}
