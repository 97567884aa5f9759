import { formatDate, formatDateTime } from "../dates/formatDate.ts";
import type { FieldError, FieldSchema } from "../types.ts";
import { walkAnswers, walkCache } from "./answerWalk.ts";
import { messageFor } from "./messageFor.ts";
import type { DefaultsAt } from "./typeMessages.ts";
import { resolveDate } from "./resolveDate.ts";
import { resolveYear } from "./resolveYear.ts";

/** Every date field has this lower bound unless it says otherwise (spec 000 section 5). */
export const DEFAULT_MIN_DATE = "today-225y";

/** The fields dateErrors checks: years with bounds, dates and date-times. */
const datesOf = walkCache((_name, field) => field.minYear !== undefined || field.maxYear !== undefined || field.format === "date" || field.format === "date-time");

/** Bounds resolved against a day, by day and bound: a handful of bounds, and one new day at a time. */
function onDay<B, T>(resolve: (bound: B, today: string) => T): (bound: B, today: string) => T {
  const byDay = new Map<string, Map<B, T>>();
  return (bound, today) => {
    let bounds = byDay.get(today);
    if (!bounds) {
      if (byDay.size >= 8) byDay.clear();
      bounds = new Map();
      byDay.set(today, bounds);
    }
    if (bounds.has(bound)) return bounds.get(bound) as T;
    const resolved = resolve(bound, today);
    bounds.set(bound, resolved);
    return resolved;
  };
}

const boundOn = onDay(resolveDate);
const yearOn = onDay(resolveYear);

/**
 * Checks date and date-time answers against `minDate` / `maxDate` (relative to today) and
 * `x-afterField` (strictly after a sibling date, as 'Planned End Date should be after Planned
 * Start Date' needs), and year fields against `minYear` / `maxYear` (the next ten years of
 * planned production move with today). Malformed dates are left to ajv's `format`. `defaultsAt`
 * gives the type's own defaults for a field's widget (decision 0036).
 */
export function dateErrors(schema: FieldSchema, data: unknown, today: string, defaultsAt?: DefaultsAt): FieldError[] {
  const errors: FieldError[] = [];
  walkAnswers(datesOf(schema), data, ({ pointer, field, value, container }) => {
    const typeDefaults = defaultsAt?.(pointer);
    if (typeof value === "number" && (field.minYear !== undefined || field.maxYear !== undefined)) {
      const min = yearOn(field.minYear, today);
      const max = yearOn(field.maxYear, today);
      if (min !== null && value < min) errors.push({ pointer, message: messageFor(field, "minYear", { min, max: max ?? "" }, typeDefaults) });
      else if (max !== null && value > max) errors.push({ pointer, message: messageFor(field, "maxYear", { min: min ?? "", max }, typeDefaults) });
      return;
    }
    if ((field.format !== "date" && field.format !== "date-time") || typeof value !== "string") return;
    const day = value.slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    const min = boundOn(field.minDate ?? DEFAULT_MIN_DATE, today);
    const max = field.maxDate ? boundOn(field.maxDate, today) : null;
    const after = typeof field["x-afterField"] === "string" ? container[field["x-afterField"]] : undefined;
    // The bounds are written as every date is shown to people: '22 November 1801' (decision 0021).
    if (min && day < min) errors.push({ pointer, message: messageFor(field, "minDate", { min: formatDate(min) }, typeDefaults) });
    else if (max && day > max) errors.push({ pointer, message: messageFor(field, "maxDate", { max: formatDate(max) }, typeDefaults) });
    else if (typeof after === "string" && value <= after) errors.push({ pointer, message: messageFor(field, "afterField", { after: formatDateTime(after) }, typeDefaults) });
  });
  return errors;
}
