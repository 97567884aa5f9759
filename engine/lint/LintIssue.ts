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
  | "unknown-condition"
  | "unknown-field"
  | "field-not-asked-before"
  | "unknown-enum-value"
  | "unknown-window"
  | "unknown-group"
  | "bad-date-bound"
  | "engine-words";

/** One problem found in a definition, at a JSON pointer of the resolved definition. */
export interface LintIssue {
  code: LintCode;
  pointer: string;
  message: string;
}
