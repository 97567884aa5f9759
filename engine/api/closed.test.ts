import { describe, expect, expectTypeOf, it } from "vitest";
import type { IssuedCertificate } from "./certificateContract.ts";
import type { Closed } from "./closed.ts";
import type { ReportRow } from "./reportContract.ts";

/**
 * The contracts' types are closed (issue 30): a page reading a field its route's schema does not
 * answer fails the type check. These lines are checked by `npm run typecheck`: each
 * `@ts-expect-error` fails it the day the read type-checks again.
 */
describe("the contracts' types", () => {
  it("refuse a field the route does not answer, at the top and nested", () => {
    const certificate = { propertiesMap: { FLIS_DateofExpiration: "2027-06-30" } } as IssuedCertificate;
    // @ts-expect-error the route answers FLIS_DateofExpiration, not FLIS_DateOfExpiry
    const misspelt: unknown = certificate.propertiesMap.FLIS_DateOfExpiry;
    // @ts-expect-error no such field on a certificate
    const invented: unknown = certificate.renewal_fee;
    const row = {} as ReportRow;
    // @ts-expect-error no such column in a report row
    const column: unknown = row.applicant_shoe_size;
    expect([misspelt, invented, column]).toEqual([undefined, undefined, undefined]);
    expect(certificate.propertiesMap.FLIS_DateofExpiration).toBe("2027-06-30");
  });

  it("keep an object that names no property open (an application's answers)", () => {
    expectTypeOf<Closed<{ answers: { [k: string]: unknown } }>>().toEqualTypeOf<{ answers: { [k: string]: unknown } }>();
    expectTypeOf<Closed<{ a: string; [k: string]: unknown }>>().toEqualTypeOf<{ a: string }>();
    expectTypeOf<Closed<Array<{ a: number; [k: string]: unknown }>>>().toEqualTypeOf<Array<{ a: number }>>();
  });
});
