/** The portal's time zone: Jamaica, UTC-5 all year (no daylight saving). */
export const PORTAL_TIME_ZONE = "America/Jamaica";

/** A calendar day and, for an instant, the time of day: as a person in Jamaica reads them. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  /** Hours 0-23 and minutes; absent for a calendar day (a date of birth, a season's end). */
  hour?: number;
  minute?: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A time typed in a date-time field (YYYY-MM-DDTHH:MM): already the applicant's wall-clock time. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
/** SQLite's CURRENT_TIMESTAMP: 'YYYY-MM-DD HH:MM:SS' in UTC. */
const SQLITE_UTC = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * Made on the first instant read, not when the module loads: the first formatter with a time
 * zone loads the zone data, tens of milliseconds of a phone's main thread, and every page's first
 * script imports this module though most read only calendar days, which need no formatter.
 */
let parts: Intl.DateTimeFormat | undefined;
const jamaicaParts = () => (parts ??= new Intl.DateTimeFormat("en-GB", { timeZone: PORTAL_TIME_ZONE, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", hourCycle: "h23" }));

const realDay = (year: number, month: number, day: number): boolean => {
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
};

/** An instant (milliseconds since the epoch) as the day and time it is in Jamaica. */
function inJamaica(epoch: number): DateParts | null {
  if (!Number.isFinite(epoch)) return null;
  const read = Object.fromEntries(jamaicaParts().formatToParts(new Date(epoch)).map((p) => [p.type, Number(p.value)]));
  return { year: read.year!, month: read.month!, day: read.day!, hour: read.hour!, minute: read.minute! };
}

/**
 * Reads a date the way the portal stores and receives them, into what a person in Jamaica would
 * read: a calendar day 'YYYY-MM-DD' as it is (no time zone moves a date of birth); a typed
 * date-time 'YYYY-MM-DDTHH:MM' as the wall-clock time it is; SQLite's 'YYYY-MM-DD HH:MM:SS'
 * (UTC), an ISO instant with Z or an offset, a Date or epoch milliseconds converted to Jamaica
 * time. Anything else, or a day that does not exist (29 February 2026), gives null.
 */
export function readDate(value: unknown): DateParts | null {
  if (value instanceof Date) return inJamaica(value.getTime());
  if (typeof value === "number") return inJamaica(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  const day = DAY.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return realDay(year, month, date) ? { year, month, day: date } : null;
  }
  const wall = WALL_CLOCK.exec(text);
  if (wall) {
    const [year, month, date, hour, minute] = wall.slice(1, 6).map(Number) as [number, number, number, number, number];
    return realDay(year, month, date) && hour < 24 && minute < 60 ? { year, month, day: date, hour, minute } : null;
  }
  if (SQLITE_UTC.test(text)) return inJamaica(Date.parse(`${text.replace(" ", "T")}Z`));
  // Only full ISO instants: Date.parse reads many loose forms differently in each browser.
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) return inJamaica(Date.parse(text));
  return null;
}
