import type { Knex } from "knex";
import type { Verification, VerificationStatus } from "../../engine/certificates/Verification.ts";
import type { CertificateRow } from "./certificates.ts";
import { certificateView } from "./certificates.ts";
import { HttpError } from "./HttpError.ts";
import { holderName } from "./holderName.ts";
import { rowStatusOn } from "./licenceStatus.ts";
import { LICENCE_STATUSES } from "../../engine/licences/licenceStatusOn.ts";
import { normalizeVerificationCode, NOT_A_CODE } from "../../engine/certificates/verificationCode.ts";

/** The JSON Schema of a Verification (engine/certificates/Verification.ts), for the route's response. */
export const verificationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["status", "holder_name", "licence_type", "expires_on", "document"],
  properties: {
    status: { enum: [...LICENCE_STATUSES] },
    holder_name: { type: "string" },
    licence_type: { type: "string" },
    expires_on: { type: "string", format: "date" },
    document: { enum: ["licence", "card"] },
  },
} as const;

/** The one answer of a code that is well formed but on no document. */
export const NO_SUCH_CODE = "No licence or ID card carries this code. Check the code printed under the QR code and try again";

/**
 * Judges the document a verification code is printed on, on `today` (YYYY-MM-DD): 400 for text
 * that cannot be a code, 404 for a code on no document.
 */
export async function verifyCertificate(knex: Knex, typed: string, today: string): Promise<Verification> {
  const code = normalizeVerificationCode(typed);
  if (!code) throw new HttpError(400, NOT_A_CODE, [{ pointer: "/code", message: NOT_A_CODE }]);
  const row = (await knex("issued_certificates").where({ verification_code: code }).orWhere({ card_verification_code: code }).first()) as CertificateRow | undefined;
  if (!row) throw new HttpError(404, NO_SUCH_CODE);
  const certificate = certificateView(row);
  const document = certificate.card_verification_code === code ? "card" : "licence";
  const p = certificate.propertiesMap;
  const expiresOn = (document === "card" ? p.FLIS_IDCardDateofExpiry : null) ?? p.FLIS_DateofExpiration;
  const status: VerificationStatus = rowStatusOn(row, today, expiresOn);
  return { status, holder_name: holderName(certificate), licence_type: p.FLIS_Licence, expires_on: expiresOn, document };
}
