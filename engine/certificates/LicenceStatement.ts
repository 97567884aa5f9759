/**
 * What the QR code on a licence states, signed by the Authority (issue 29, decision 0067): enough
 * for an inspector to match the licence to the person in front of them and judge it with no
 * signal, and nothing more (no address, no NFA number, no date of birth).
 */
export interface LicenceStatement {
  /** The credential's id: the licence's verification code, printed under the QR code (decision 0039). */
  id: string;
  /** The licence number (FLIS_TransactionId), printed on the licence. */
  licence: string;
  /** The holder's name as frozen on the certificate. */
  holder: string;
  /** The type's title as frozen on the certificate, e.g. "Fisher Licence". */
  type: string;
  /** YYYY-MM-DD: the first day the licence is in force. */
  validFrom: string;
  /** YYYY-MM-DD: the last day the licence is in force. */
  validUntil: string;
  /** The licence's position in the Authority's revocation list (W3C Bitstring Status List). */
  statusIndex: number;
}

/** The one-letter claim names the statement travels under: every byte makes the QR code denser. */
const WIRE = { id: "i", licence: "l", holder: "h", type: "t", validFrom: "f", validUntil: "u", statusIndex: "s" } as const satisfies Record<keyof LicenceStatement, string>;
const FIELDS = Object.keys(WIRE) as Array<keyof LicenceStatement>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The statement as the JWS payload carries it, in a fixed order so the same licence always gives the same QR code. */
export function statementClaims(statement: LicenceStatement): Record<string, string | number> {
  return Object.fromEntries(FIELDS.map((field) => [WIRE[field], statement[field]]));
}

/** The statement a verified payload carries; null for anything else (the status list, a payload missing a claim or with one of the wrong kind). */
export function readStatementClaims(payload: unknown): LicenceStatement | null {
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) return null;
  const claims = payload as Record<string, unknown>;
  const text = (field: keyof LicenceStatement) => (typeof claims[WIRE[field]] === "string" ? (claims[WIRE[field]] as string) : null);
  const [id, licence, holder, type, validFrom, validUntil] = [text("id"), text("licence"), text("holder"), text("type"), text("validFrom"), text("validUntil")];
  const statusIndex = claims[WIRE.statusIndex];
  if (!id || !licence || !holder || !type || !validFrom || !validUntil || !DAY.test(validFrom) || !DAY.test(validUntil)) return null;
  if (typeof statusIndex !== "number" || !Number.isInteger(statusIndex) || statusIndex < 0) return null;
  return { id, licence, holder, type, validFrom, validUntil, statusIndex };
}
