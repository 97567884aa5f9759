import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMonthDay } from "./formatDate.ts";
import { formatDateRange } from "./formatDateRange.ts";
import { jamaicaInstant } from "./jamaicaInstant.ts";
import { readDate } from "./readDate.ts";

describe("formatDate: one display format, Jamaica time", () => {
  it.each([
    ["a calendar day stays that day", "2026-08-08", "8 August 2026"],
    ["a date of birth far back", "1960-01-31", "31 January 1960"],
    ["SQLite's UTC timestamp after midnight UTC is still the evening before in Jamaica", "2026-08-09 03:30:00", "8 August 2026"],
    ["SQLite's UTC timestamp at 05:00 is midnight in Jamaica", "2026-08-09 05:00:00", "9 August 2026"],
    ["an ISO instant in UTC", "2026-08-09T04:59:59.000Z", "8 August 2026"],
    ["an ISO instant with an offset", "2026-08-08T23:30:00-05:00", "8 August 2026"],
    ["a date-time typed by an applicant is their wall-clock time", "2026-08-08T23:30", "8 August 2026"],
  ])("%s", (_why, value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });

  it("reads Date objects and epoch milliseconds (PostgreSQL answers Dates) in Jamaica time", () => {
    expect(formatDate(new Date("2026-12-01T02:00:00Z"))).toBe("30 November 2026");
    expect(formatDate(Date.parse("2026-12-01T05:00:00Z"))).toBe("1 December 2026");
  });

  it("shows nothing for no value and an unreadable value as given, never 'Invalid Date'", () => {
    expect(formatDate("")).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("soon")).toBe("soon");
    expect(formatDate("2026-02-29")).toBe("2026-02-29");
    expect(formatDate("08/08/2026")).toBe("08/08/2026");
  });
});

describe("formatDateTime", () => {
  it.each([
    ["2026-08-08 20:05:00", "8 August 2026, 3:05pm"],
    ["2026-08-08T05:00:00Z", "8 August 2026, 12:00am"],
    ["2026-08-08T17:00:00Z", "8 August 2026, 12:00pm"],
    ["2026-08-08T09:07", "8 August 2026, 9:07am"],
    ["2026-08-08", "8 August 2026"],
  ])("%s is %s", (value, shown) => {
    expect(formatDateTime(value)).toBe(shown);
  });
});

describe("formatMonthDay and formatDateRange", () => {
  it("writes a month-day without a year, and leaves other text alone", () => {
    expect(formatMonthDay("08-08")).toBe("8 August");
    expect(formatMonthDay("02-29")).toBe("29 February");
    expect(formatMonthDay("13-01")).toBe("13-01");
  });
  it("joins two days with a spaced en dash", () => {
    expect(formatDateRange("2026-08-08", "2027-02-28")).toBe("8 August 2026 – 28 February 2027");
  });
});

describe("readDate", () => {
  it("refuses days that do not exist and loose text Date.parse would guess at", () => {
    expect(readDate("2027-02-29")).toBeNull();
    expect(readDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(readDate("August 8, 2026")).toBeNull();
    expect(readDate("2026-08-08T25:00")).toBeNull();
  });
});

describe("jamaicaInstant", () => {
  it("keeps a time typed in Jamaica as its UTC instant, which reads back as the same Jamaica time", () => {
    const instant = jamaicaInstant({ year: 2026, month: 11, day: 17, hour: 5, minute: 30 });
    expect(instant).toBe("2026-11-17T10:30:00.000Z");
    expect(readDate(instant)).toEqual({ year: 2026, month: 11, day: 17, hour: 5, minute: 30 });
    expect(jamaicaInstant({ year: 2026, month: 12, day: 31, hour: 22, minute: 0 })).toBe("2027-01-01T03:00:00.000Z");
  });
});
