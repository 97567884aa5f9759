import type { LicenceStatus } from "../licences/licenceStatusOn.ts";

/** What a verification says of a document (decision 0039): revoked wins over expired, expired over suspended (decision 0071). */
export type VerificationStatus = LicenceStatus;

/**
 * What GET /api/verify/{code} answers (server/services/verifyCertificate.ts holds its JSON
 * Schema): everything the public /verify page shows, and nothing more (issue 17). Shared by the
 * server, which builds it, and the page, which shows it.
 */
export interface Verification {
  status: VerificationStatus;
  holder_name: string;
  /** The type's title as frozen on the certificate, e.g. "Fisher Licence". */
  licence_type: string;
  /** YYYY-MM-DD: the last day the document is valid. */
  expires_on: string;
  /** Which document the code is printed on. */
  document: "licence" | "card";
}
