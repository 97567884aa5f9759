import type { Knex } from "knex";
import type { CertificateFields } from "./certificateFields.ts";
import { parseJson } from "./json.ts";
import type { SuspensionInForce } from "../../engine/api/licenceStatusContract.ts";
import type { LicenceStatus } from "../../engine/licences/licenceStatusOn.ts";
import { rowStatusOn, withLicenceStatus } from "./licenceStatus.ts";
import { timestampText } from "./searchTransactions.ts";
import { suspensionView } from "./suspensionInForce.ts";

/** A stored certificate row (migrations/0006_issued_certificates.ts). */
export interface CertificateRow {
  id: number;
  transaction_id: number;
  entity_id: number | null;
  app_type: string;
  case_type: string;
  trans_number: string;
  has_id_card: boolean | number;
  properties: string;
  date_of_issue: string;
  date_of_expiration: string;
  verification_code: string | null;
  card_verification_code: string | null;
  revoked_at: string | Date | null;
  revoke_reason: string | null;
  /** Its suspension, if any (migration 0027, decision 0071): in force while `suspended_until` has not come. */
  suspended_at?: string | Date | null;
  suspended_until?: string | null;
  suspend_reason?: string | null;
  /** Its place in the revocation list (migration 0023, decision 0067). */
  status_list_index?: number | string | null;
}

/** An issued certificate as the client lists it (spec 000 §3: propertiesMap.FLIS_TransactionId, caseType). */
export interface CertificateView {
  id: number;
  transaction_id: number;
  app_type: string;
  caseType: string;
  has_id_card: boolean;
  nfa_registration_number: string | null;
  address: string | null;
  propertiesMap: CertificateFields;
  /** The short code printed on the licence, which opens /verify/<code> (decision 0039). */
  verification_code: string | null;
  /** The ID card's own code, when a card was issued. */
  card_verification_code: string | null;
  /** When staff revoked the certificate (ISO), null while it stands. */
  revoked_at: string | null;
  revoke_reason: string | null;
  /** The suspension in force on the day listed for (decision 0071); absent from a view made without a day. */
  suspension?: SuspensionInForce;
  /** Where it stands on the day listed for (decision 0071); absent from a view made without a day. */
  status?: LicenceStatus;
}

/** The JSON Schema of a CertificateView, for route responses: the contract the renderer reads too. */
export { certificateSchema } from "../../engine/api/certificateContract.ts";

/** The client's view of a certificate row; with `today`, where it stands and its suspension in force that day (decision 0071). */
export function certificateView(row: CertificateRow, today?: string): CertificateView {
  const stored = parseJson<{ propertiesMap: CertificateFields; holder?: { nfa_registration_number: string | null; address: string | null } }>(row.properties, { propertiesMap: {} as CertificateFields });
  return {
    id: Number(row.id),
    transaction_id: Number(row.transaction_id),
    app_type: row.app_type,
    caseType: row.case_type,
    has_id_card: Boolean(row.has_id_card),
    nfa_registration_number: stored.holder?.nfa_registration_number ?? null,
    address: stored.holder?.address ?? null,
    propertiesMap: stored.propertiesMap,
    verification_code: row.verification_code ?? null,
    card_verification_code: row.card_verification_code ?? null,
    revoked_at: row.revoked_at ? timestampText(row.revoked_at) : null,
    revoke_reason: row.revoke_reason ?? null,
    ...(today ? { status: rowStatusOn(row, today), suspension: suspensionView(row, today) } : {}),
  };
}

/** Filters of the licence report (dates of issue as YYYY-MM-DD, both ends included; the status on the listing day). */
export interface CertificateFilters {
  app_type?: string;
  start_date?: string;
  end_date?: string;
  transaction_number?: string;
  status?: LicenceStatus;
  entity_id?: number;
}

/** Issued certificates matching the filters, newest first, each with where it stands and its suspension in force on `today`. */
export async function listCertificates(knex: Knex, filters: CertificateFilters, today: string): Promise<CertificateView[]> {
  const query = knex("issued_certificates").select("*").orderBy("id", "desc");
  if (filters.app_type) query.where({ app_type: filters.app_type });
  if (filters.start_date) query.where("date_of_issue", ">=", filters.start_date);
  if (filters.end_date) query.where("date_of_issue", "<=", filters.end_date);
  if (filters.transaction_number) query.where({ trans_number: filters.transaction_number.trim() });
  if (filters.entity_id !== undefined) query.where({ entity_id: filters.entity_id });
  if (filters.status) withLicenceStatus(query, filters.status, today);
  return ((await query) as CertificateRow[]).map((row) => certificateView(row, today));
}
