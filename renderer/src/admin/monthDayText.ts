const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A stored month-day (08-08) as people read it with a year: 8 August 2026. */
export function monthDayText(monthDay: string, year: string): string {
  const [month, day] = monthDay.split("-").map(Number);
  const name = MONTHS[(month ?? 1) - 1] ?? "";
  return `${day ?? ""} ${name} ${year}`.trim();
}
