import { describe, expect, it } from "vitest";
import { displayNumber } from "./displayNumber.ts";

describe("numbers as the portal shows them", () => {
  it("groups plain numbers in thousands and keeps their decimals", () => {
    expect(displayNumber(18250.5)).toBe("18,250.5");
    expect(displayNumber(12)).toBe("12");
  });
});
