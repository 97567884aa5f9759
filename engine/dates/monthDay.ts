/** Days of each month in the longest year: 29 February stands for the end of February. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The month-day 'MM-DD' a closed season keeps, from 'MM-DD' or 'YYYY-MM-DD'; null when no year
 * has such a day. One rule for the admin form and the server (decision 0021).
 */
export function monthDay(text: string): string | null {
  const md = text.length === 10 ? text.slice(5) : text;
  const [month, day] = md.split("-").map(Number);
  if (!month || !day || month > 12 || day > (DAYS_IN_MONTH[month - 1] ?? 0)) return null;
  return md;
}
