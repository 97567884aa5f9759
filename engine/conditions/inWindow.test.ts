import { describe, expect, it } from "vitest";
import { inWindow } from "./inWindow.ts";

describe("inWindow", () => {
  const conch = { start: "08-08", end: "02-29" };
  const lobster = { start: "04-01", end: "06-30" };
  it.each([
    ["2026-08-07", conch, false],
    ["2026-08-08", conch, true],
    ["2026-12-31", conch, true],
    ["2027-02-28", conch, true],
    ["2028-02-29", conch, true],
    ["2027-03-01", conch, false],
    ["2026-03-31", lobster, false],
    ["2026-04-01", lobster, true],
    ["2026-06-30", lobster, true],
    ["2026-07-01", lobster, false],
  ])("%s in %j is %s", (day, window, expected) => {
    expect(inWindow(day, window)).toBe(expected);
  });
});
