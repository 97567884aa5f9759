import { isAnswered } from "../conditions/isAnswered.ts";
import type { ComputedRule } from "../types.ts";

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Whole months from one ISO date to another, one less when the end's day of month is earlier
 * than the start's (spec 001, authorization duration): 2026-01-15 to 2026-03-14 is 1 month.
 * Undefined until both dates are given and the end is after the start.
 */
export function monthsBetween(from: unknown, to: unknown): number | undefined {
  const a = typeof from === "string" ? DAY.exec(from) : null;
  const b = typeof to === "string" ? DAY.exec(to) : null;
  if (!a || !b || to! <= from!) return undefined;
  const months = (Number(b[1]) - Number(a[1])) * 12 + (Number(b[2]) - Number(a[2])) - (Number(b[3]) < Number(a[3]) ? 1 : 0);
  return Math.max(months, 0);
}

function rowsOf(container: Record<string, unknown>, name: string): Record<string, unknown>[] | undefined {
  const rows = container[name];
  return Array.isArray(rows) ? rows.filter((row): row is Record<string, unknown> => row !== null && typeof row === "object") : undefined;
}

/**
 * The value of a computed field from its siblings (`container` is the object or row that holds
 * it). Sums round to the gram (three decimals) so that 0.1 + 0.2 shows as 0.3. Totals of a list
 * that is not there (a production table not ticked) are empty, not zero.
 */
export function computeValue(rule: ComputedRule, container: Record<string, unknown>): number | undefined {
  switch (rule.op) {
    case "monthsBetween":
      return monthsBetween(container[rule.from], container[rule.to]);
    case "count":
      return rowsOf(container, rule.rows)?.filter((row) => isAnswered(row[rule.field])).length;
    case "sum": {
      const rows = rowsOf(container, rule.rows);
      if (!rows) return undefined;
      const total = rows.reduce((sum, row) => sum + (typeof row[rule.field] === "number" ? (row[rule.field] as number) : 0), 0);
      return Math.round(total * 1000) / 1000;
    }
  }
}
