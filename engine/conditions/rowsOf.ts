import type { Answers, Condition, CountOperator, RowsCondition } from "../types.ts";
import { compareLeaf } from "./compareLeaf.ts";
import { ConditionError } from "./ConditionError.ts";

/** A number compared needs no context (no window, no today). */
const EMPTY_CONTEXT = { today: "", windows: {}, profile: {} };

/** The four conditions over rows, by the key that names their list. */
export const ROWS_KINDS = ["anyRow", "everyRow", "noRow", "countRows"] as const;
export type RowsKind = (typeof ROWS_KINDS)[number];

/** A condition over rows taken apart: its kind, the list's path, the condition each row is judged by. */
export interface Rows {
  kind: RowsKind;
  list: string;
  where: Condition | undefined;
  condition: RowsCondition;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** The parts of a condition over rows, or null for any other condition. */
export function rowsOf(condition: Condition): Rows | null {
  if (!isObject(condition)) return null;
  const parts = condition as Record<string, unknown>;
  for (const kind of ROWS_KINDS) {
    if (kind in parts) return { kind, list: String(parts[kind]), where: parts.where as Condition | undefined, condition: condition as RowsCondition };
  }
  return null;
}

/** The rows of a list's answer, each its own answers (a row that is not an object has none); an unanswered list has no rows. */
export const rowAnswers = (value: unknown): Answers[] => (Array.isArray(value) ? value.map((row) => (isObject(row) ? row : {})) : []);

/** The operators a number of rows is compared with: compareLeaf's own, on numbers. */
const COUNT_OPERATORS: readonly string[] = ["equals", "notEquals", "gt", "gte", "lt", "lte"] satisfies CountOperator[];

/**
 * Whether a condition over `count` rows holds, given whether its `where` holds for row `i`: asked
 * in row order, and no further than the result needs (the first row found for `anyRow` and
 * `noRow`, the first that fails for `everyRow`; every row for `countRows`), so the interpreter,
 * the compiled function and the explanation read the same rows.
 */
export function rowsHold(rows: Rows, count: number, holdsFor: (i: number) => boolean, at: string): boolean {
  if (rows.where === undefined && rows.kind !== "countRows") throw new ConditionError(`${rows.kind} needs a "where"`, at);
  switch (rows.kind) {
    case "anyRow":
    case "noRow": {
      let found = false;
      for (let i = 0; i < count && !found; i++) found = holdsFor(i);
      return rows.kind === "anyRow" ? found : !found;
    }
    case "everyRow": {
      for (let i = 0; i < count; i++) if (!holdsFor(i)) return false;
      return true;
    }
    case "countRows": {
      const { op, value } = rows.condition as { op: CountOperator; value: unknown };
      if (!COUNT_OPERATORS.includes(op) || typeof value !== "number") throw new ConditionError("countRows needs a count op and a number", at);
      let matched = 0;
      for (let i = 0; i < count; i++) if (rows.where === undefined || holdsFor(i)) matched++;
      return compareLeaf({ field: "", op, value }, matched, EMPTY_CONTEXT, at);
    }
  }
}

/** A row's own field written after its list's path, as traces and the lint name it; `$today` and `$profile` stay as they are. */
export const rowField = (list: string, field: string): string => (field.startsWith("$") ? field : `${list}.${field}`);
