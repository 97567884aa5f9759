import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney } from "./formatMoney.ts";

describe("money as the portal shows it", () => {
  it("is the code, a space, thousands separators and two decimals", () => {
    expect(formatMoney(200000)).toBe("JMD 2,000.00");
    expect(formatMoney(150)).toBe("JMD 1.50");
    expect(formatMoney(123456789, "USD")).toBe("USD 1,234,567.89");
    expect(formatAmount(50000)).toBe("500.00");
  });
});
