import type { Knex } from "knex";
import type { LicenceTransfer, TransferStatus } from "../../../engine/api/licenceTransferContract.ts";
import { fullName } from "../certificateFields.ts";
import { parseJson } from "../json.ts";
import { timestampText } from "../searchTransactions.ts";

/** A transfer row joined with its licence, vessel and both parties, as transferQuery selects it. */
type JoinedRow = Record<string, unknown>;

/** An entity's name from its profile, else its primary user's name. */
const partyName = (details: unknown, userName: unknown): string => fullName({}, parseJson<Record<string, unknown>>(details, {})) || String(userName ?? "");
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : timestampText(value));

/**
 * The transfers with all a page shows of them: the licence, the vessel as the public register
 * lists it, and the names of the holder and the new owner (their profiles' or accounts').
 */
export function transferQuery(knex: Knex | Knex.Transaction): Knex.QueryBuilder {
  return knex("licence_transfers as lt")
    .join("issued_certificates as c", "c.id", "lt.certificate_id")
    .leftJoin("vessel_register as v", "v.certificate_id", "lt.certificate_id")
    .join("entities as ef", "ef.id", "lt.from_entity_id")
    .leftJoin("users as uf", "uf.id", "ef.primary_user_id")
    .join("entities as et", "et.id", "lt.to_entity_id")
    .leftJoin("users as ut", "ut.id", "et.primary_user_id")
    .select("lt.*", "c.trans_number", "c.properties", "c.date_of_expiration", "v.vessel_name", "v.registration", "v.home_port", "ef.details as from_details", "uf.name_of_applicant as from_user_name", "et.details as to_details", "ut.name_of_applicant as to_user_name");
}

/**
 * One transfer as the contract shows it (engine/api/licenceTransferContract.ts). A transfer still
 * awaiting the new owner after its last day to confirm reads as lapsed, whether or not a later
 * request has closed it yet.
 */
export function transferView(row: JoinedRow, direction: LicenceTransfer["direction"], today: string): LicenceTransfer {
  const stored = parseJson<{ propertiesMap?: Record<string, unknown> }>(row.properties, {});
  const status = row.status as TransferStatus;
  return {
    id: Number(row.id),
    certificate_id: Number(row.certificate_id),
    status: status === "awaiting_new_owner" && String(row.confirm_by) < today ? "lapsed" : status,
    direction,
    licence_number: String(row.trans_number),
    licence_title: String(stored.propertiesMap?.FLIS_Licence ?? ""),
    vessel_name: (row.vessel_name as string | null) ?? null,
    registration: (row.registration as string | null) ?? null,
    home_port: (row.home_port as string | null) ?? null,
    valid_until: String(row.date_of_expiration),
    from_name: partyName(row.from_details, row.from_user_name),
    to_name: partyName(row.to_details, row.to_user_name),
    requested_at: timestampText(row.requested_at),
    confirm_by: String(row.confirm_by),
    answered_at: textOrNull(row.answered_at),
    decided_at: textOrNull(row.decided_at),
    reason: (row.reason as string | null) ?? null,
  };
}
