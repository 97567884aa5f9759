import { describe, expect, it } from "vitest";
import { ACCOUNT_POLICY, addressPolicy, delayAfter } from "./loginThrottle.ts";

describe("throttle delays grow and stay bounded (decision 0012)", () => {
  it("an account: five free failures, then 1 s doubling, never past 15 minutes", () => {
    expect([5, 6, 7, 8].map((n) => delayAfter(n, ACCOUNT_POLICY))).toEqual([0, 1_000, 2_000, 4_000]);
    expect(delayAfter(16, ACCOUNT_POLICY)).toBe(15 * 60_000);
    expect(delayAfter(10_000, ACCOUNT_POLICY)).toBe(15 * 60_000);
  });

  it("an address: its free failures, then never past 5 minutes", () => {
    expect(delayAfter(20, addressPolicy(20))).toBe(0);
    expect(delayAfter(21, addressPolicy(20))).toBe(1_000);
    expect(delayAfter(500, addressPolicy(20))).toBe(5 * 60_000);
  });
});
