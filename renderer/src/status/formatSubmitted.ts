/**
 * A submission time as the server stores it (SQLite's 'YYYY-MM-DD HH:MM:SS' in UTC, or an ISO
 * string) shown as a date in Jamaica, e.g. '2 February 2026'; unreadable values are shown as given.
 */
export function formatSubmitted(value: string): string {
  if (!value) return "Not submitted";
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? `${value.replace(" ", "T")}Z` : value;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString("en-JM", { day: "numeric", month: "long", year: "numeric", timeZone: "America/Jamaica" });
}
