import { statusBit } from "../../../engine/certificates/bitstringStatusList.ts";
import { verifyCompactJws } from "../../../engine/certificates/compactJws.ts";
import { judgeStatement, type OfflineVerdict } from "../../../engine/certificates/judgeStatement.ts";
import { readStatementClaims, type LicenceStatement } from "../../../engine/certificates/LicenceStatement.ts";
import type { KeptForVerifying } from "./keptForVerifying.ts";
import { readStatusList } from "./readStatusList.ts";

/** What the page shows of a statement: the verdict, the statement when genuine, and the date of the list it was judged with. */
export interface StatementCheck {
  /** `no-keys`: this phone has not got the key the statement names (never fetched, or a key newer than its copy), so it cannot tell. */
  verdict: OfflineVerdict | "no-keys";
  statement: LicenceStatement | null;
  /** When the revocation list used was made (ISO); null when none was kept. */
  listFrom: string | null;
}

/**
 * Judges a licence's signed statement on the phone alone (decision 0067): its signature with the
 * kept keys (WebCrypto Ed25519), its dates against `today` (the phone's, YYYY-MM-DD), its bit in
 * the kept revocation list and in the kept suspension list (decision 0071).
 */
export async function checkStatement(jws: string, kept: KeptForVerifying, today: string): Promise<StatementCheck> {
  if (!kept.keys) return { verdict: "no-keys", statement: null, listFrom: null };
  const check = await verifyCompactJws(jws, kept.keys, crypto.subtle);
  // After a rotation a phone's copy of the keys lacks the new one: genuine licences must not be called forged.
  if (!check.ok && check.reason === "unknown-key") return { verdict: "no-keys", statement: null, listFrom: null };
  const statement = check.ok && !check.header.typ ? readStatementClaims(check.payload) : null;
  const list = kept.statusList ? await readStatusList(kept.statusList, kept.keys) : null;
  const suspensions = kept.suspensionList ? await readStatusList(kept.suspensionList, kept.keys, "suspension") : null;
  const listFrom = list?.validFrom ?? null;
  if (!statement) return { verdict: "signature", statement: null, listFrom };
  const bit = (kept: typeof list) => (kept ? statusBit(kept.bits, statement.statusIndex) : null);
  return { verdict: judgeStatement(statement, today, bit(list), bit(suspensions)), statement, listFrom };
}

/** The phone's own date, YYYY-MM-DD: an inspector with no signal has no other clock. */
export function phoneToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}
