import { describe, expect, it } from "vitest";
import { displayDate, displayDateTime } from "./displayDate.ts";

describe("dates as the portal shows them (d MMMM yyyy, Jamaica time)", () => {
  it("writes a calendar date as '8 August 2026', without a leading zero", () => {
    expect(displayDate("2026-08-08")).toBe("8 August 2026");
    expect(displayDate("1985-03-14")).toBe("14 March 1985");
  });

  it("leaves what is not a date as written", () => {
    expect(displayDate("2026-13-01")).toBe("2026-13-01");
    expect(displayDate("next week")).toBe("next week");
  });

  it("shows an instant on Jamaica's clock (UTC-5), the day changing before midnight UTC", () => {
    expect(displayDateTime("2026-11-22T19:05:00.000Z")).toBe("22 November 2026, 2:05 pm");
    expect(displayDateTime("2026-11-23T03:30:00Z")).toBe("22 November 2026, 10:30 pm");
    expect(displayDateTime("2026-11-22 12:00:00")).toBe("22 November 2026, 7:00 am");
  });
});
