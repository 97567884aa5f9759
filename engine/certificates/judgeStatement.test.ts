import { describe, expect, it } from "vitest";
import { judgeStatement } from "./judgeStatement.ts";
import { readStatementClaims, statementClaims, type LicenceStatement } from "./LicenceStatement.ts";

const statement: LicenceStatement = { id: "7KQ2M-XH9PA", licence: "NFA-2026-000042", holder: "Marcia Campbell", type: "Fisher Licence", validFrom: "2026-11-22", validUntil: "2027-11-21", statusIndex: 104_233 };

describe("a licence's signed statement", () => {
  it("travels under one-letter claims and reads back the same; anything else is no statement", () => {
    const claims = statementClaims(statement);
    expect(Object.keys(claims)).toEqual(["i", "l", "h", "t", "f", "u", "s"]);
    expect(readStatementClaims(JSON.parse(JSON.stringify(claims)))).toEqual(statement);
    expect(readStatementClaims({ ...claims, s: -1 })).toBeNull();
    expect(readStatementClaims({ ...claims, u: "21/11/2027" })).toBeNull();
    expect(readStatementClaims({ ...claims, h: undefined })).toBeNull();
    expect(readStatementClaims({ type: ["VerifiableCredential", "BitstringStatusListCredential"] })).toBeNull();
  });

  it("is valid from its first to the whole of its last day, expired after, not yet valid before", () => {
    expect(judgeStatement(statement, "2026-11-22", false)).toBe("valid");
    expect(judgeStatement(statement, "2027-11-21", false)).toBe("valid");
    expect(judgeStatement(statement, "2027-11-22", false)).toBe("expired");
    expect(judgeStatement(statement, "2026-11-21", false)).toBe("not-yet-valid");
  });

  it("is revoked whatever its dates when its bit is set, and unchecked in force when the list cannot say", () => {
    expect(judgeStatement(statement, "2026-12-01", true)).toBe("revoked");
    expect(judgeStatement(statement, "2028-01-01", true)).toBe("revoked");
    expect(judgeStatement(statement, "2026-12-01", null)).toBe("unchecked");
    expect(judgeStatement(statement, "2028-01-01", null)).toBe("expired");
  });
});
