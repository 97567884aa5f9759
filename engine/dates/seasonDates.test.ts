import { describe, expect, it } from "vitest";
import { seasonDates } from "./seasonDates.ts";

const conch = { start: "08-08", end: "02-29" };
const lobster = { start: "04-01", end: "06-30" };

describe("seasonDates: the occurrence running today, else the next", () => {
  it.each([
    ["conch in November: began this August, ends next February (a common year: the 28th)", conch, "2026-11-22", { start: "2026-08-08", end: "2027-02-28" }],
    ["conch in January: the season that began last August", conch, "2027-01-10", { start: "2026-08-08", end: "2027-02-28" }],
    ["conch on its last day", conch, "2027-02-28", { start: "2026-08-08", end: "2027-02-28" }],
    ["conch between seasons: the next, ending on 29 February of a leap year", conch, "2027-05-01", { start: "2027-08-08", end: "2028-02-29" }],
    ["conch in a leap year's February: running until the 29th", conch, "2028-02-29", { start: "2027-08-08", end: "2028-02-29" }],
    ["a season that does not wrap, already over this year: next year's", lobster, "2026-11-22", { start: "2027-04-01", end: "2027-06-30" }],
    ["a season that does not wrap, still to come this year", lobster, "2026-02-01", { start: "2026-04-01", end: "2026-06-30" }],
    ["a season that does not wrap, running", lobster, "2026-05-15", { start: "2026-04-01", end: "2026-06-30" }],
    ["a start on 29 February in a common year is 1 March, as inWindow judges it", { start: "02-29", end: "03-31" }, "2027-01-01", { start: "2027-03-01", end: "2027-03-31" }],
  ])("%s", (_why, window, today, expected) => {
    expect(seasonDates(window, today)).toEqual(expected);
  });
});
