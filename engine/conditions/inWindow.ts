import type { SeasonWindow } from "../types.ts";

/**
 * Whether an ISO date falls in a month-day window, both ends included. A window whose start is
 * after its end wraps over the new year (conch: 08-08 to 02-29). `02-29` means "end of February"
 * in every year, since month-day strings compare as text.
 */
export function inWindow(isoDate: string, window: SeasonWindow): boolean {
  const monthDay = isoDate.slice(5, 10);
  return window.start <= window.end
    ? monthDay >= window.start && monthDay <= window.end
    : monthDay >= window.start || monthDay <= window.end;
}
