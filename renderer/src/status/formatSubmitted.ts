import { formatDate } from "../../../engine/dates/formatDate.ts";

/**
 * A submission time as the server stores it (SQLite's 'YYYY-MM-DD HH:MM:SS' in UTC, or an ISO
 * string) shown as the day it was in Jamaica, '2 February 2026', by the portal's one date module
 * (engine/dates); no value reads 'Not submitted'.
 */
export function formatSubmitted(value: string): string {
  return value ? formatDate(value) : "Not submitted";
}
