/** The parts of the bench, as `--only` names them. */
export const PARTS = ["engine", "server", "bundle", "lighthouse", "offline", "start"] as const;
export type Part = (typeof PARTS)[number];

/**
 * One line of the bench's table: a figure of issue 15's table beside its budget. The label is
 * stable from run to run: bench/results.md keys the previous run's column by it.
 */
export interface Figure {
  part: Part;
  label: string;
  /** The figure as shown ("452 us median, p99 610 us"). */
  value: string;
  /** The budget in words, "" when the issue sets none (the figure is reported for reference). */
  budget: string;
  /** Whether the budget is met; null when there is none or the figure could not be measured. */
  met: boolean | null;
}

/** A figure with a budget: met when `ok`. */
export const budgeted = (part: Part, label: string, value: string, budget: string, ok: boolean): Figure => ({ part, label, value, budget, met: ok });

/** A figure reported without a budget. */
export const reported = (part: Part, label: string, value: string): Figure => ({ part, label, value, budget: "", met: null });

/** A figure that could not be measured, and why (shown loudly in its row). */
export const failed = (part: Part, label: string, why: string, budget = ""): Figure => ({ part, label, value: `NOT MEASURED: ${why}`, budget, met: budget ? false : null });

/** 12,345 */
export const int = (n: number): string => Math.round(n).toLocaleString("en-US");

/** Bytes as KB (1 KB = 1000 bytes, the unit of the budgets), one decimal. */
export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

/** Milliseconds as "123 ms" or "4.5 s". */
export const ms = (value: number): string => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

/** A ratio with two significant decimals: 0.05, 0.007, 1.0 */
export const ratio = (value: number): string => (value >= 0.1 ? value.toFixed(2) : value.toPrecision(2));

/** An error's message, one line. */
export const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
