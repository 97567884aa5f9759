import { describe, expect, it } from "vitest";
import { dateErrors } from "./dateErrors.ts";
import { resolveYear } from "./resolveYear.ts";

describe("resolveYear", () => {
  it.each([
    [1995, 1995],
    ["thisYear", 2026],
    ["thisYear+10", 2036],
    ["thisYear-9", 2017],
  ] as const)("%s in 2026 is %s", (bound, expected) => {
    expect(resolveYear(bound, "2026-11-22")).toBe(expected);
  });
  it("answers null for text that is not a bound", () => {
    expect(resolveYear("next year", "2026-11-22")).toBeNull();
  });
});

describe("year bounds", () => {
  const schema = { type: "object", properties: { year: { type: "integer", minYear: "thisYear+1", maxYear: "thisYear+10", errorMessage: { minYear: "Year must be from {min} to {max}", maxYear: "Year must be from {min} to {max}" } } } };
  it("move with today, with the field's message", () => {
    expect(dateErrors(schema, { year: 2026 }, "2026-11-22")).toEqual([{ pointer: "/year", message: "Year must be from 2027 to 2036" }]);
    expect(dateErrors(schema, { year: 2026 }, "2025-11-22")).toEqual([]);
    expect(dateErrors(schema, { year: 2037 }, "2026-11-22")).toEqual([{ pointer: "/year", message: "Year must be from 2027 to 2036" }]);
  });
});
