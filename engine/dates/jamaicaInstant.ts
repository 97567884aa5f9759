import type { DateParts } from "./readDate.ts";

/** Jamaica's offset from UTC in hours: UTC-5 all year (no daylight saving since 1983). */
export const JAMAICA_UTC_OFFSET_HOURS = -5;

/**
 * A day and time as read on a clock in Jamaica, as the UTC instant the definitions' date-time
 * fields keep ('2026-11-17T10:30:00.000Z' for 5:30am on 17 November 2026): what an applicant types
 * in a date-time field is Jamaica time, whatever zone their device is set to (decision 0021).
 */
export function jamaicaInstant(parts: DateParts): string {
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, (parts.hour ?? 0) - JAMAICA_UTC_OFFSET_HOURS, parts.minute ?? 0)).toISOString();
}
