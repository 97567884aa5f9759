import type { FromSchema } from "json-schema-to-ts";
import { LICENCE_STATUSES } from "../licences/licenceStatusOn.ts";
import type { Closed } from "./closed.ts";
import { suspensionInForceSchema } from "./licenceStatusContract.ts";

/**
 * The contract of an issued certificate as the routes list it (spec 000 §3 'Issued certificate':
 * propertiesMap.FLIS_TransactionId, caseType): GET /api/bpm/issued-certificates, the licences
 * report, the 'Transaction Detailed View'. Once, as JSON Schema for the routes, with the
 * renderer's type derived from it (decision 0046).
 */
const text = { type: "string" } as const;
const nullableText = { type: ["string", "null"] } as const;

/** The listing fields of an issued certificate, named as spec 000 §3 'Issued certificate' names them. */
export const certificateFieldsSchema = {
  type: "object",
  required: ["FLIS_TransactionId", "FLIS_Licence", "FLIS_DateofIssue", "FLIS_DateofExpiration"],
  properties: {
    FLIS_TransactionId: text,
    FLIS_NameofApplicant: nullableText,
    FLIS_NameofApplicantMiddle: nullableText,
    FLIS_NameofApplicantLast: nullableText,
    FLIS_Licence: text,
    FLIS_TypeCategoryofLicenceFisher: nullableText,
    FLIS_TypeCategoryofLicenseVessel: nullableText,
    FLIS_TypeofSpecies: nullableText,
    FLIS_FishingPort: nullableText,
    FLIS_Inland: nullableText,
    FLIS_HomeBasePort: nullableText,
    FLIS_DateofIssue: text,
    FLIS_DateofExpiration: text,
    FLIS_IDCardDateofIssue: nullableText,
    FLIS_IDCardDateofExpiry: nullableText,
  },
  additionalProperties: nullableText,
} as const;

export const certificateSchema = {
  type: "object",
  required: ["id", "transaction_id", "app_type", "caseType", "has_id_card", "propertiesMap"],
  properties: {
    id: { type: "integer" },
    transaction_id: { type: "integer" },
    app_type: { type: "string" },
    caseType: { type: "string" },
    has_id_card: { type: "boolean" },
    nfa_registration_number: { type: ["string", "null"] },
    address: { type: ["string", "null"] },
    /** The listing fields frozen on approval (server/services/certificateFields.ts fills them). */
    propertiesMap: certificateFieldsSchema,
    /** The short code printed on the licence, which opens /verify/<code> (decision 0039). */
    verification_code: { type: ["string", "null"] },
    /** The ID card's own code, when a card was issued. */
    card_verification_code: { type: ["string", "null"] },
    /** When staff revoked the certificate (ISO), null while it stands. */
    revoked_at: { type: ["string", "null"] },
    revoke_reason: { type: ["string", "null"] },
    /** The holder's list only: days from the portal's day to the expiry (negative once expired; decision 0055). */
    days_left: { type: "integer" },
    /** The holder's list only: whether the licence is within its first reminder's days of expiry, so its renewal is due. */
    renewal_due: { type: "boolean" },
    /** The holder's list and the staff lists: the suspension in force on the portal's day, with its end and reason (decision 0071); null when none is. */
    suspension: suspensionInForceSchema,
    /** The holder's list and the staff lists: where the licence stands on the portal's day; revoked wins over expired, expired over suspended (decision 0071). */
    status: { enum: [...LICENCE_STATUSES] },
    /** The holder's list only: whether Renew is offered (the type renews from the dashboard and the licence is not revoked or suspended; decisions 0070, 0071). */
    renewable: { type: "boolean" },
    /** The holder's list only: the licence's renewal, once started (decision 0070): a draft, with the NFA, or issued as `number`. */
    renewal: { type: "object", required: ["state", "number"], additionalProperties: false, properties: { state: { enum: ["draft", "submitted", "issued"] }, number: { type: ["string", "null"] } } },
  },
} as const;

/** An issued certificate as the client reads it. */
export type IssuedCertificate = Closed<FromSchema<typeof certificateSchema>>;
