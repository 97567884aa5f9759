const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Jamaica keeps UTC-5 all year (no daylight saving), so its wall clock is a fixed offset. */
const JAMAICA_OFFSET_MS = -5 * 3_600_000;

/**
 * A calendar date as the portal shows dates everywhere: "8 August 2026" (d MMMM yyyy, issue 14).
 * `YYYY-MM-DD` is read as written (a date has no time zone); anything else is returned unchanged,
 * so a value that is not a date is never turned into a wrong one.
 */
export function displayDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  if (!name || Number(day) < 1 || Number(day) > 31) return value;
  return `${Number(day)} ${name} ${year}`;
}

/**
 * An instant shown on Jamaica's clock: "8 August 2026, 3:05 pm". A bare date is shown as a date;
 * a text that is not a time is returned unchanged. Dates stored by the database without a zone
 * (`2026-11-22 14:05:00`) are UTC, as the server writes them.
 */
export function displayDateTime(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return displayDate(value);
  const normalised = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? `${value.replace(" ", "T")}Z` : value;
  const time = Date.parse(normalised);
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value) || Number.isNaN(time)) return value;
  const local = new Date(time + JAMAICA_OFFSET_MS).toISOString();
  const hours = Number(local.slice(11, 13));
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${local.slice(14, 16)} ${hours < 12 ? "am" : "pm"}`;
  return `${displayDate(local.slice(0, 10))}, ${clock}`;
}
