/** The closed set of lint codes (STYLE.md habit 4). */
export type LintCode =
  | "json"
  | "ref"
  | "schema"
  | "compile"
  | "duplicate-id"
  | "duplicate-order"
  | "unknown-goto"
  | "unreachable-step"
  | "no-fallback"
  | "step-cycle"
  | "dead-rule"
  | "never-applies"
  | "unknown-condition"
  // A condition over rows (decision 0060): it reads a list of rows, and its row's condition names no named condition.
  | "not-rows"
  | "named-condition-in-row"
  | "unknown-field"
  | "field-not-asked-before"
  | "unknown-enum-value"
  | "unknown-window"
  | "unknown-group"
  | "unknown-message-key"
  | "required-message-unused"
  | "restates-default"
  | "unknown-widget"
  | "duplicate-fee-date"
  | "amount-in-jmd"
  // A fee rate (decision 0053): its quantity must be a number the answers give, its bands rise, its cap is not below its minimum.
  | "quantity-not-number"
  | "band-order"
  | "cap-below-minimum"
  | "amount-and-rate"
  | "bad-date-bound"
  | "engine-words"
  | "particular-not-asked"
  | "unknown-placeholder"
  // A {{term}} of a shared text that the type neither defines nor defaults (decision 0061).
  | "unknown-term"
  // A `$licences` condition that is not includes/excludes of one type's id (issue 29), or one naming a type no definition beside it defines.
  | "licences-condition"
  | "unknown-type"
  // A pattern open to catastrophic backtracking (issue 25, decision 0043).
  | "slow-pattern"
  // Definition versions (decision 0041): a published text is immutable, and a new version says how drafts move.
  | "version-unchanged"
  | "version-not-kept"
  | "breaking-field-removed"
  | "breaking-option-removed"
  | "breaking-newly-required"
  | "migration-from"
  | "migration-unknown-field";

/**
 * Codes that are advice, not mistakes: `check` prints them as warnings and still passes, and a
 * definition with only these loads (decision 0031: a message that restates the engine's default,
 * or that is never shown, is boilerplate to delete; it changes nothing an applicant sees).
 */
export const WARNING_CODES: ReadonlySet<LintCode> = new Set<LintCode>(["restates-default", "required-message-unused"]);

/** True when the code is a warning (see WARNING_CODES), false when it fails `check`. */
export const isWarning = (code: LintCode): boolean => WARNING_CODES.has(code);

/** One problem found in a definition, at a JSON pointer of the resolved definition. */
export interface LintIssue {
  code: LintCode;
  pointer: string;
  message: string;
}
