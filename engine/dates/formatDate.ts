import { readDate, type DateParts } from "./readDate.ts";

/** Month names as the portal writes them (GOV.UK style: '8 August 2026'). */
export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

const dayText = (p: DateParts) => `${p.day} ${MONTH_NAMES[p.month - 1]} ${p.year}`;
const timeText = (hour: number, minute: number) => `${hour % 12 || 12}:${String(minute).padStart(2, "0")}${hour < 12 ? "am" : "pm"}`;

/**
 * A date as the portal shows it to people, everywhere: '8 August 2026' (Jamaica time for an
 * instant, see readDate). Empty values give '', and a value that is not a date is shown as given,
 * so a malformed record is still readable rather than hidden.
 */
export function formatDate(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  const read = readDate(value);
  return read ? dayText(read) : String(value);
}

/**
 * A date and time as the portal shows them: '8 August 2026, 3:05pm' (Jamaica time); a calendar
 * day with no time is shown as formatDate shows it.
 */
export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  const read = readDate(value);
  if (!read) return String(value);
  return read.hour === undefined ? dayText(read) : `${dayText(read)}, ${timeText(read.hour, read.minute ?? 0)}`;
}

/** A month-day 'MM-DD' (a closed season's start or end, the same every year) as '8 August'. */
export function formatMonthDay(monthDay: string): string {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay);
  const name = match ? MONTH_NAMES[Number(match[1]) - 1] : undefined;
  return match && name ? `${Number(match[2])} ${name}` : monthDay;
}
