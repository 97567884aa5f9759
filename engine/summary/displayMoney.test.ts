import { describe, expect, it } from "vitest";
import { displayMoney, displayNumber } from "./displayMoney.ts";

describe("money as the portal shows it", () => {
  it("is 'JMD 2,000.00' from integer cents", () => {
    expect(displayMoney(200000)).toBe("JMD 2,000.00");
    expect(displayMoney(50)).toBe("JMD 0.50");
    expect(displayMoney(123456789)).toBe("JMD 1,234,567.89");
    expect(displayMoney(0)).toBe("JMD 0.00");
  });

  it("groups plain numbers in thousands and keeps their decimals", () => {
    expect(displayNumber(18250.5)).toBe("18,250.5");
    expect(displayNumber(12)).toBe("12");
  });
});
