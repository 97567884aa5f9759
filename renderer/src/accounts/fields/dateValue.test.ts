import { describe, expect, it } from "vitest";
import { dateParts, dateValue } from "./dateValue.ts";

const day = { withYear: true, withTime: false };
const everyYear = { withYear: false, withTime: false };
const dateTime = { withYear: true, withTime: true };
const boxes = (b: Partial<Record<"day" | "month" | "year" | "hour" | "minute", string>>) => ({ day: "", month: "", year: "", hour: "", minute: "", ...b });

describe("the date input's value", () => {
  it("round-trips a stored value exactly: an unchanged form sends back what it was given", () => {
    for (const [value, shape] of [["2026-08-08", day], ["1960-01-31", day], ["02-29", everyYear], ["08-08", everyYear], ["2026-11-17T10:30:00.000Z", dateTime]] as const) {
      expect(dateValue(dateParts(value, shape), shape)).toBe(value);
    }
  });

  it("shows the boxes without leading zeros, and a date-time in Jamaica time", () => {
    expect(dateParts("02-29", everyYear)).toMatchObject({ day: "29", month: "2" });
    expect(dateParts("2026-11-17T10:30:00Z", dateTime)).toMatchObject({ day: "17", month: "11", year: "2026", hour: "05", minute: "30" });
  });

  it("pads what is typed, and keeps a half-typed date as text no date check accepts", () => {
    expect(dateValue(boxes({ day: "8", month: "8", year: "2026" }), day)).toBe("2026-08-08");
    expect(dateValue(boxes({}), day)).toBe("");
    expect(dateValue(boxes({ day: "8", month: "" }), everyYear)).toBe("-08");
    expect(dateValue(boxes({ day: "8", month: "8", year: "26" }), day)).toBe("26-08-08");
    expect(dateValue(boxes({ day: "31", month: "2", year: "2026", hour: "10", minute: "00" }), dateTime)).toBe("2026-02-31T10:00");
    expect(dateValue(boxes({ day: "17", month: "11", year: "2026", hour: "5", minute: "30" }), dateTime)).toBe("2026-11-17T10:30:00.000Z");
  });
});
