import { formatDate } from "./formatDate.ts";

/** Two calendar days as one range: '8 August 2026 – 28 February 2027' (an en dash, spaced). */
export function formatDateRange(start: string, end: string): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}
