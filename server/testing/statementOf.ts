import { webcrypto } from "node:crypto";
import { verifyCompactJws, type JwkSet } from "../../engine/certificates/compactJws.ts";
import { readStatementClaims, type LicenceStatement } from "../../engine/certificates/LicenceStatement.ts";

/**
 * The signed statement a licence's QR code opens (`<PUBLIC_URL>/verify#<statement>`, decision
 * 0067), checked against the published `keys` as /verify checks it: null when the address carries
 * none, the statement's claims when its signature holds, else the refusal.
 */
export async function statementOf(address: string, keys: JwkSet): Promise<{ statement: string; claims: LicenceStatement | null; refused: string | null } | null> {
  const at = address.indexOf("/verify#");
  if (at < 0) return null;
  const statement = address.slice(at + "/verify#".length);
  const check = await verifyCompactJws(statement, keys, webcrypto.subtle as SubtleCrypto);
  return check.ok ? { statement, claims: readStatementClaims(check.payload), refused: null } : { statement, claims: null, refused: check.reason };
}
