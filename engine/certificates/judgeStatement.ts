import type { LicenceStatement } from "./LicenceStatement.ts";

/**
 * What /verify says of a licence's signed statement (decision 0067). `signature` is for a statement
 * whose signature does not hold or that no published key signed; `unchecked` is a genuine licence
 * in force that this phone cannot check for revocation (no list kept, or one older than the licence).
 */
export type OfflineVerdict = "valid" | "expired" | "not-yet-valid" | "suspended" | "revoked" | "unchecked" | "signature";

/**
 * Judges a statement whose signature holds, on `today` (YYYY-MM-DD, the phone's), with what the
 * kept revocation list says of it (`revoked`: null when it cannot say) and the kept suspension
 * list (`suspended`, decision 0071: null when there is none, so nothing is known of a suspension).
 * Revoked wins over expired, as online (decision 0039), and expired over suspended; validity runs
 * from `validFrom` to the whole of `validUntil`.
 */
export function judgeStatement(statement: LicenceStatement, today: string, revoked: boolean | null, suspended: boolean | null = null): OfflineVerdict {
  if (revoked === true) return "revoked";
  if (today > statement.validUntil) return "expired";
  if (today < statement.validFrom) return "not-yet-valid";
  if (suspended === true) return "suspended";
  return revoked === null ? "unchecked" : "valid";
}
