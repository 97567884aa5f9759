import { describe, expect, it } from "vitest";
import { evaluateCondition } from "../conditions/evaluateCondition.ts";
import { conditionHolds } from "../conditions/conditionHolds.ts";
import type { Condition, EngineContext, HeldLicence } from "../types.ts";
import { suspendedLicenceTypes } from "./suspendedLicenceTypes.ts";
import { validLicenceTypes } from "./validLicenceTypes.ts";

/**
 * `$licences` (issue 29): the types of the applicant's licences valid on the context's day, read
 * alike by the interpreter and the compiled conditions. The type ids here are opaque strings: the
 * rule is about dates and revocation, not about any one type.
 */
const TODAY = "2026-11-22";
const licence = (type: string, validUntil: string, extra: Partial<HeldLicence> = {}): HeldLicence => ({ type, number: `N-${type}`, validUntil, ...extra });
const context = (licences?: HeldLicence[]): EngineContext => ({ today: TODAY, windows: {}, profile: {}, ...(licences ? { licences } : {}) });
const holds: Condition = { field: "$licences", op: "includes", value: "type-a" };
const lacks: Condition = { field: "$licences", op: "excludes", value: "type-a" };

describe("$licences", () => {
  it("lists each type valid today once: the last day counts, a licence not yet valid, expired or revoked does not", () => {
    expect(validLicenceTypes(context())).toEqual([]);
    expect(validLicenceTypes(context([licence("type-a", TODAY), licence("type-a", "2027-01-01"), licence("type-b", "2026-11-21"), licence("type-c", "2027-01-01", { revoked: true }), licence("type-d", "2027-06-01", { validFrom: "2026-12-01" })]))).toEqual(["type-a"]);
  });

  it("is read the same by the interpreter and the compiled conditions", () => {
    for (const [licences, held] of [
      [undefined, false],
      [[licence("type-a", "2027-01-01")], true],
      [[licence("type-a", "2026-01-01")], false],
      [[licence("type-b", "2027-01-01")], false],
    ] as const) {
      const scope = { answers: {}, context: context(licences ? [...licences] : undefined), named: {} };
      expect(evaluateCondition(holds, scope).result, JSON.stringify(licences)).toBe(held);
      expect(conditionHolds(holds, scope, "", null), JSON.stringify(licences)).toBe(held);
      expect(evaluateCondition(lacks, scope).result).toBe(!held);
      expect(conditionHolds(lacks, scope, "", null)).toBe(!held);
    }
  });
});

describe("$suspendedLicences", () => {
  const suspended: Condition = { field: "$suspendedLicences", op: "includes", value: "type-a" };

  it("lists each type suspended today that would otherwise be valid: not one whose suspension has ended, nor one expired or revoked", () => {
    expect(suspendedLicenceTypes(context())).toEqual([]);
    expect(
      suspendedLicenceTypes(
        context([
          licence("type-a", "2027-01-01", { suspended: true }),
          licence("type-a", "2027-02-01", { suspended: true, suspendedUntil: "2026-12-01" }),
          licence("type-b", "2027-01-01", { suspended: true, suspendedUntil: TODAY }),
          licence("type-c", "2026-11-21", { suspended: true }),
          licence("type-d", "2027-01-01", { suspended: true, revoked: true }),
          licence("type-e", "2027-01-01"),
        ]),
      ),
    ).toEqual(["type-a"]);
    // Valid again on its end day: in $licences, not in $suspendedLicences.
    expect(validLicenceTypes(context([licence("type-b", "2027-01-01", { suspended: true, suspendedUntil: TODAY })]))).toEqual(["type-b"]);
  });

  it("is read the same by the interpreter and the compiled conditions", () => {
    for (const [licences, held] of [
      [undefined, false],
      [[licence("type-a", "2027-01-01", { suspended: true })], true],
      [[licence("type-a", "2027-01-01")], false],
      [[licence("type-a", "2027-01-01", { suspended: true, suspendedUntil: TODAY })], false],
    ] as const) {
      const scope = { answers: {}, context: context(licences ? [...licences] : undefined), named: {} };
      expect(evaluateCondition(suspended, scope).result, JSON.stringify(licences)).toBe(held);
      expect(conditionHolds(suspended, scope, "", null), JSON.stringify(licences)).toBe(held);
    }
  });
});
