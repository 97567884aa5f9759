import { describe, expect, it } from "vitest";
import { miniContext, miniDefinition } from "../testing/miniDefinition.ts";
import { calculateFees } from "./calculateFees.ts";
import { inForceOn } from "./inForceOn.ts";

const scope = (answers: Record<string, unknown>, today = miniContext.today) => ({ answers, context: { ...miniContext, today }, named: {} });

describe("calculateFees", () => {
  it("adds the lines whose condition holds, in integer cents, with the rule that explains each when asked", () => {
    const fees = calculateFees(miniDefinition, scope({ kind: "Commercial" }));
    expect(fees.lines.map((l) => [l.id, l.amount])).toEqual([["base", 100000], ["commercial", 50050]]);
    expect(fees.total).toBe(150050);
    expect(fees.currency).toBe("JMD");
    expect(fees.lines[1]?.trace).toEqual([]);
    expect(calculateFees(miniDefinition, scope({ kind: "Commercial" }), { trace: true }).lines[1]?.trace).toEqual([{ at: "/fees/lines/1/when", field: "kind", op: "equals", value: "Commercial", seen: "Commercial", result: true }]);
  });

  it("passes on each line's reason for the applicant", () => {
    const fees = calculateFees(miniDefinition, scope({ kind: "Commercial" }));
    expect(fees.lines.map((l) => l.reason)).toEqual([undefined, "The commercial fee, set by the NFA fee schedule."]);
  });

  it("leaves out lines whose condition fails and lines not yet in force", () => {
    expect(calculateFees(miniDefinition, scope({ kind: "Recreational" })).lines.map((l) => l.id)).toEqual(["base"]);
  });

  it("uses the amount in force on the day: a dated edit keeps history", () => {
    expect(calculateFees(miniDefinition, scope({}, "2026-12-01")).total).toBe(120000);
    expect(calculateFees(miniDefinition, scope({}, "2026-11-30")).total).toBe(100000);
  });
});

describe("inForceOn", () => {
  it("is null before the first date", () => {
    expect(inForceOn([{ from: "2026-01-01", amount: 5 }], "2025-12-31")).toBeNull();
  });

  it("keeps a paid draft's prices: each locked line at its amount on the day paid, any other line at today's (decision 0041)", () => {
    // On 2027-01-01 the base line costs 1,200.00 (raised from 2026-12-01); paid on 2026-11-22 it cost 1,000.00.
    const later = scope({ kind: "Commercial" }, "2027-01-01");
    expect(calculateFees(miniDefinition, later).lines.map((l) => l.amount)).toEqual([120000, 50050]);
    const base = miniDefinition.fees?.lines[0];
    const lock = { day: "2026-11-22", amounts: { base: base?.amounts ?? [] } };
    expect(calculateFees(miniDefinition, later, { prices: lock }).lines.map((l) => l.amount)).toEqual([100000, 50050]);
    // A locked line with no amount on the day paid costs today's.
    expect(calculateFees(miniDefinition, later, { prices: { day: "2019-01-01", amounts: lock.amounts } }).lines.map((l) => l.amount)).toEqual([120000, 50050]);
  });
});
