// The function alone: importing date-fns' index loads its 250 modules, a seventh of a second of every server start (issue 15).
import { isLeapYear } from "date-fns/isLeapYear";
import { inWindow } from "../conditions/inWindow.ts";
import type { SeasonWindow } from "../types.ts";

/**
 * A month-day in a given year. '02-29' stands for the end of February (schemas/lists/species-seasons.json):
 * in a common year a season ending then ends on the 28th, and one starting then starts on 1 March,
 * exactly as the engine's inWindow judges the window.
 */
function dayIn(year: number, monthDay: string, end: "start" | "end"): string {
  if (monthDay === "02-29" && !isLeapYear(new Date(Date.UTC(year, 0, 1)))) return `${year}-${end === "end" ? "02-28" : "03-01"}`;
  return `${year}-${monthDay}`;
}

/**
 * The dates of one occurrence of a yearly season: the one running on `today` (YYYY-MM-DD), else
 * the next to begin. A window whose start is after its end wraps into the following year, so
 * conch's 08-08 to 02-29 seen on 2026-11-22 is 2026-08-08 to 2027-02-28, and seen on 2027-09-01
 * is 2027-08-08 to 2028-02-29 (a leap year). Decision 0021.
 */
export function seasonDates(window: SeasonWindow, today: string): { start: string; end: string } {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5, 10);
  const wraps = window.start > window.end;
  const occurrence = (startYear: number) => ({ start: dayIn(startYear, window.start, "start"), end: dayIn(wraps ? startYear + 1 : startYear, window.end, "end") });
  if (inWindow(today, window)) return occurrence(wraps && monthDay <= window.end ? year - 1 : year);
  // Not running: the next start is this year's, unless this year's has already gone by.
  return occurrence(monthDay < window.start ? year : year + 1);
}
