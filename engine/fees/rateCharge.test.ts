import { describe, expect, it } from "vitest";
import type { FeeRate } from "../types.ts";
import { rateCharge } from "./rateCharge.ts";

const banded: FeeRate = { quantity: "total_kg", unit: "kg", bands: [{ upTo: 1000, centsPerUnit: 200 }, { upTo: 5000, centsPerUnit: 150 }, { centsPerUnit: 100 }] };

describe("rateCharge (decision 0053)", () => {
  it("charges each band on the part of the quantity inside it, in integer cents", () => {
    expect(rateCharge(banded, 1000)).toEqual({ cents: 200000, working: "1,000 kg at JMD 2.00 per kg = JMD 2,000.00" });
    expect(rateCharge(banded, 6000)).toEqual({ cents: 900000, working: "1,000 kg at JMD 2.00 per kg + 4,000 kg at JMD 1.50 per kg + 1,000 kg at JMD 1.00 per kg = JMD 9,000.00" });
  });

  it("counts nothing, a negative or an unreadable quantity as 0, and charges 0 without a minimum", () => {
    for (const quantity of [0, -5, Number.NaN]) expect(rateCharge(banded, quantity)).toEqual({ cents: 0, working: "0 kg at JMD 2.00 per kg = JMD 0.00" });
  });

  it("applies the minimum, then the cap", () => {
    const held = { ...banded, minimum: 50000, cap: 300000 };
    expect(rateCharge(held, 10).cents).toBe(50000);
    expect(rateCharge(held, 2000).cents).toBe(300000);
    expect(rateCharge(held, 1500).working).toBe("1,000 kg at JMD 2.00 per kg + 500 kg at JMD 1.50 per kg = JMD 2,750.00");
  });
});
