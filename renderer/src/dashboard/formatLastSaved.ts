import { format } from "date-fns";

/** Jamaica keeps UTC-5 all year (no daylight saving), so its wall clock is UTC shifted by 5 hours. */
const JAMAICA_OFFSET_MS = -5 * 3_600_000;

/**
 * When a draft was last saved, as the portal shows a date and time: '8 August 2026, 3:05pm' in
 * Jamaica time (issue 14's one format). The server stores SQLite's 'YYYY-MM-DD HH:MM:SS' in UTC or
 * an ISO instant; an unreadable value is shown as given. A stand-in until the shared date module
 * (engine/dates, being written beside this) lands: it writes the same text.
 */
export function formatLastSaved(value: string | null | undefined): string {
  if (!value) return "";
  const instant = Date.parse(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(" ", "T")}Z` : value);
  if (Number.isNaN(instant)) return value;
  // date-fns formats a Date's local fields: shift by the machine's own offset too, so the text is Jamaica's wherever it runs.
  const wall = new Date(instant + JAMAICA_OFFSET_MS);
  const local = new Date(wall.getTime() + wall.getTimezoneOffset() * 60_000);
  return format(local, "d MMMM yyyy, h:mmaaa");
}
