const RELATIVE = /^thisYear(?:([+-])(\d+))?$/;

/**
 * Resolves a year bound of the definition language against today: a fixed year (1995), or
 * `thisYear`, `thisYear+10`, `thisYear-9`. Null when the bound is not one (the lint reports those).
 */
export function resolveYear(bound: number | string | undefined, today: string): number | null {
  if (typeof bound === "number") return bound;
  const match = typeof bound === "string" ? RELATIVE.exec(bound) : null;
  if (!match) return null;
  const [, sign, amount] = match;
  return Number(today.slice(0, 4)) + (sign ? Number(amount) * (sign === "-" ? -1 : 1) : 0);
}
