const RELATIVE = /^today(?:([+-])(\d+)([ymd]))?$/;

/**
 * Resolves a date bound of the definition language against today: `today`, `today-225y`,
 * `today-16y`, `today+10d`, or a fixed `YYYY-MM-DD`. Returns an ISO date, or null when the text is
 * not a bound (the lint reports those). 29 February minus a year becomes 28 February.
 */
export function resolveDate(bound: string, today: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(bound)) return bound;
  const match = RELATIVE.exec(bound);
  if (!match) return null;
  const [, sign, amountText, unit] = match;
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const day = Number(today.slice(8, 10));
  const amount = sign ? Number(amountText) * (sign === "-" ? -1 : 1) : 0;
  const shifted =
    unit === "y"
      ? Date.UTC(year + amount, month, Math.min(day, daysIn(year + amount, month)))
      : unit === "m"
        ? Date.UTC(year, month + amount, 1) + (Math.min(day, daysIn(year, month + amount)) - 1) * 86_400_000
        : Date.UTC(year, month, day + amount);
  return new Date(shifted).toISOString().slice(0, 10);
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}
