const DAY_MS = 86_400_000;
const midnight = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** A calendar day 'YYYY-MM-DD' moved by `days` (negative: back). */
export const addDays = (day: string, days: number): string => new Date(midnight(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one calendar day 'YYYY-MM-DD' to another: negative when `to` is before `from`. */
export const daysBetween = (from: string, to: string): number => Math.round((midnight(to) - midnight(from)) / DAY_MS);
