import { jamaicaInstant } from "../../../../engine/dates/jamaicaInstant.ts";
import { readDate } from "../../../../engine/dates/readDate.ts";

/** The boxes of the date input. */
export type DatePart = "day" | "month" | "year" | "hour" | "minute";
export type DateBoxes = Record<DatePart, string>;

/** Which boxes a date input has: a year unless it is a day of every year, a time when asked. */
export interface DateShape {
  withYear: boolean;
  withTime: boolean;
}

const EMPTY: DateBoxes = { day: "", month: "", year: "", hour: "", minute: "" };
const noZero = (text: string | undefined) => (text && /^\d+$/.test(text) ? String(Number(text)) : (text ?? ""));

/**
 * A stored value as the boxes show it, without leading zeros ('02-29' is 29 and 2): a day
 * 'YYYY-MM-DD', a day of every year 'MM-DD', or a date-time as its Jamaica day and time.
 */
export function dateParts(value: string, shape: DateShape): DateBoxes {
  if (!value) return { ...EMPTY };
  if (shape.withTime) {
    const read = readDate(value);
    if (!read) return { ...EMPTY };
    const pad = (n: number | undefined) => (n === undefined ? "" : String(n).padStart(2, "0"));
    return { day: String(read.day), month: String(read.month), year: String(read.year), hour: pad(read.hour), minute: pad(read.minute) };
  }
  const pieces = value.split("-");
  const [year, month, day] = shape.withYear ? pieces : ["", ...pieces];
  return { ...EMPTY, day: noZero(day), month: noZero(month), year: shape.withYear ? (year ?? "") : "" };
}

/**
 * The boxes as the value the form keeps: '' when all are empty; 'YYYY-MM-DD' ('MM-DD' without a
 * year) zero-padded when each box holds digits; for a date and time, the UTC instant of that
 * Jamaica time when it is a real one. Anything else is the boxes joined as typed, which no date
 * check accepts, so a half-typed date is reported ('The format is not correct') rather than dropped.
 */
export function dateValue(boxes: DateBoxes, shape: DateShape): string {
  const trimmed = Object.fromEntries(Object.entries(boxes).map(([k, v]) => [k, v.trim()])) as DateBoxes;
  const used: DatePart[] = ["day", "month", ...(shape.withYear ? (["year"] as const) : []), ...(shape.withTime ? (["hour", "minute"] as const) : [])];
  if (used.every((part) => !trimmed[part])) return "";
  const pad = (text: string) => (/^\d{1,2}$/.test(text) ? text.padStart(2, "0") : text);
  const day = `${pad(trimmed.month)}-${pad(trimmed.day)}`;
  if (!shape.withYear) return day;
  const date = `${trimmed.year}-${day}`;
  if (!shape.withTime) return date;
  const typed = readDate(`${date}T${pad(trimmed.hour)}:${pad(trimmed.minute)}`);
  return typed && /^\d{4}$/.test(trimmed.year) ? jamaicaInstant(typed) : `${date}T${trimmed.hour}:${trimmed.minute}`;
}
