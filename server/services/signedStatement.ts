import { statementClaims, type LicenceStatement } from "../../engine/certificates/LicenceStatement.ts";
import { certificateView, type CertificateRow } from "./certificates.ts";
import type { CredentialSigner } from "./credentialSigner.ts";
import { holderName } from "./holderName.ts";

/**
 * What a licence's QR code states (decision 0067), from its row as frozen at approval: the code,
 * the licence number, the holder's name, the type, the validity and its place in the revocation
 * list. Null for a certificate without a code or a place (none is issued so since migration 0023).
 */
export function licenceStatement(row: CertificateRow): LicenceStatement | null {
  const certificate = certificateView(row);
  const p = certificate.propertiesMap;
  if (!certificate.verification_code || row.status_list_index === null || row.status_list_index === undefined) return null;
  return { id: certificate.verification_code, licence: p.FLIS_TransactionId, holder: holderName(certificate), type: p.FLIS_Licence, validFrom: p.FLIS_DateofIssue, validUntil: p.FLIS_DateofExpiration, statusIndex: Number(row.status_list_index) };
}

/**
 * The licence's statement signed as a compact JWS, for its QR code; null when the portal has no
 * signing key or the certificate no statement. Ed25519 is deterministic: the same licence and key
 * always give the same QR code.
 */
export function signedStatement(signer: CredentialSigner | null, row: CertificateRow): string | null {
  const statement = licenceStatement(row);
  return signer && statement ? signer.sign(statementClaims(statement)) : null;
}
