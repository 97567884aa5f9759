import { describe, expect, it } from "vitest";
import { formatLastSaved } from "./formatLastSaved.ts";

describe("formatLastSaved: a draft's last save in Jamaica time", () => {
  it.each([
    ["SQLite's UTC timestamp", "2026-08-08 20:05:00", "8 August 2026, 3:05pm"],
    ["after midnight UTC is still the evening before in Jamaica", "2026-08-09 03:30:00", "8 August 2026, 10:30pm"],
    ["an ISO instant", "2026-08-08T05:00:00.000Z", "8 August 2026, 12:00am"],
    ["noon", "2026-08-08T17:00:00Z", "8 August 2026, 12:00pm"],
  ])("%s", (_why, value, shown) => {
    expect(formatLastSaved(value)).toBe(shown);
  });

  it("shows nothing for no value and an unreadable value as given", () => {
    expect(formatLastSaved(null)).toBe("");
    expect(formatLastSaved("soon")).toBe("soon");
  });
});
