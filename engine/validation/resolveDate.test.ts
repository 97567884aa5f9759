import { describe, expect, it } from "vitest";
import { resolveDate } from "./resolveDate.ts";

describe("resolveDate", () => {
  it.each([
    ["today", "2026-11-22", "2026-11-22"],
    ["today-225y", "2026-11-22", "1801-11-22"],
    ["today-16y", "2026-11-22", "2010-11-22"],
    ["today-1y", "2028-02-29", "2027-02-28"],
    ["today+10d", "2026-12-25", "2027-01-04"],
    ["today-1m", "2026-03-31", "2026-02-28"],
    ["2000-01-01", "2026-11-22", "2000-01-01"],
  ])("%s on %s is %s", (bound, today, expected) => {
    expect(resolveDate(bound, today)).toBe(expected);
  });
  it("answers null for text that is not a bound", () => {
    expect(resolveDate("yesterday", "2026-11-22")).toBeNull();
  });
});
