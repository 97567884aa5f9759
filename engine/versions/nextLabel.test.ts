import { describe, expect, it } from "vitest";
import { nextLabel } from "./nextLabel.ts";

describe("nextLabel", () => {
  it("starts a new month at 1", () => expect(nextLabel("2026.11.3", "2026-12")).toBe("2026.12.1"));
  it("counts on within the month, as a number", () => expect(nextLabel("2026.12.9", "2026-12")).toBe("2026.12.10"));
  it("starts a new year at its month", () => expect(nextLabel("2026.12.2", "2027-01")).toBe("2027.01.1"));
  it("never goes back when the label is from a later month than today's", () => expect(nextLabel("2027.02.1", "2027-01")).toBe("2027.02.2"));
});
