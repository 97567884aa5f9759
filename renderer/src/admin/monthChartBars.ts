import type { Month } from "./MonthButtons.tsx";

/** What the chart measures: the number of applications, or the fees due on them (JMD). */
export type ChartMeasure = "count" | "fees";

/** One coloured piece of a month's bar: a type's share, from `y0` up to `y1` in chart units. */
export interface BarPiece {
  app_type: string;
  value: number;
  y0: number;
  y1: number;
}

/** One month's bar: its label and its pieces, bottom first, in the types' order. */
export interface MonthBar {
  month: string;
  label: string;
  total: number;
  pieces: BarPiece[];
}

/** The axis' gridlines: steps of 1, 2 or 5 times a power of ten (at least 1), about four of them, up to the largest total or just above. */
export function axisTicks(largest: number): number[] {
  if (largest <= 0) return [0, 1];
  const raw = Math.max(largest / 4, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Array.from({ length: Math.ceil(largest / step) + 1 }, (_, i) => i * step);
}

/**
 * The twelve bars, oldest month first (the answer lists the current month first), each stacked
 * by type in `order` (the types' tile order, so a type keeps its colour and place month to month).
 */
export function monthChartBars(months: Month[], measure: ChartMeasure, order: string[]): MonthBar[] {
  const rank = (appType: string) => (order.includes(appType) ? order.indexOf(appType) : order.length);
  return [...months].reverse().map((month) => {
    let y = 0;
    const pieces = [...month.by_type]
      .sort((a, b) => rank(a.app_type) - rank(b.app_type))
      .filter((t) => t[measure] > 0)
      .map((t) => {
        const piece = { app_type: t.app_type, value: t[measure], y0: y, y1: y + t[measure] };
        y = piece.y1;
        return piece;
      });
    return { month: month.month, label: month.label, total: y, pieces };
  });
}
