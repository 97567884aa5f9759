import type { Operator } from "../types.ts";

/**
 * Each operator of a condition leaf in words (docs/decisions/0001-condition-language.md): the one
 * place the engine, the CLI's `explain` and the browser's "why?" (renderer/src/wizard/WhyDetails.tsx)
 * take them from, so they say the same.
 */
export const OPERATOR_WORDS: Record<Operator, string> = {
  equals: "is",
  notEquals: "is not",
  in: "is one of",
  notIn: "is none of",
  includes: "includes",
  excludes: "does not include",
  includesAny: "includes any of",
  includesAll: "includes all of",
  isSet: "is answered",
  isNotSet: "is not answered",
  gt: "is more than",
  gte: "is at least",
  lt: "is less than",
  lte: "is at most",
  inWindow: "falls in",
  notInWindow: "does not fall in",
};

/** How fields and their values are named: the definition's titles and option labels, or the raw names. */
export interface FieldWords {
  /** The field's name for a reader (Licence Type), from its path as written (licence_type, $profile.x). */
  label(field: string): string;
  /** One value of the field in words (an option's label, a date as the portal writes it). */
  value(field: string, value: unknown): string;
}

/** A value as is: unanswered, a list (none when empty) or its text. */
export const plainValue = (value: unknown): string => (value === null || value === undefined ? "not answered" : Array.isArray(value) ? value.map(String).join(", ") || "none" : String(value));

/** Words without a definition: the field as written (without the `$` of $today), values as they are. */
export const PLAIN_WORDS: FieldWords = { label: (field) => field.replace(/^\$/, ""), value: (_field, value) => plainValue(value) };

/** A value or list of values of a field in words; unanswered and empty lists said so. */
export function valueText(words: FieldWords, field: string, value: unknown): string {
  if (value === null || value === undefined) return "not answered";
  if (Array.isArray(value)) return value.map((v) => words.value(field, v)).join(", ") || "none";
  return words.value(field, value);
}

/** What a leaf asks, in words: "Licence Type is Recreational Fishing", "Renewal Type is answered". */
export function leafRule(words: FieldWords, leaf: { field: string; op: Operator; value?: unknown }): string {
  const value = leaf.value === undefined ? "" : ` ${valueText(words, leaf.field, leaf.value)}`;
  return `${words.label(leaf.field)} ${OPERATOR_WORDS[leaf.op] ?? leaf.op}${value}`;
}

/**
 * One judged leaf as a sentence: what it asks, the answer seen, and whether it held ("Licence
 * Type is Recreational Fishing: the answer is Commercial Fishing, so no"); the browser's "why?"
 * lines and the CLI both use it.
 */
export function checkSentence(entry: { field: string; row?: number; op: Operator; value?: unknown; seen: unknown; result: boolean }, words: FieldWords = PLAIN_WORDS): string {
  // A row's leaf (a condition over rows, docs/decisions/0060) says which row it read.
  return `${entry.row ? `Row ${entry.row}: ` : ""}${leafRule(words, entry)}: the answer is ${valueText(words, entry.field, entry.seen)}, so ${entry.result ? "yes" : "no"}`;
}
