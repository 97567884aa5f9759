import type { Knex } from "knex";
import { entityProfile } from "../accounts.ts";
import { applicantName } from "../certificateFields.ts";
import { HttpError } from "../HttpError.ts";
import { parseJson } from "../json.ts";
import { withFreeStatusIndex } from "../statusListIndex.ts";
import { notSuspendedOn } from "../suspensionInForce.ts";
import { newVerificationCode } from "../verificationCode.ts";

/**
 * Moves an approved transfer's licence to the new owner inside the approval's database
 * transaction (decision 0069): the same certificate, number and expiry, now the new owner's
 * entity, with the holder's name, number and address printed on it taken from the new owner's
 * profile, new verification codes, a new status list entry (the old one retired, migration 0029),
 * and its reminders to be sent again, to the new owner. A licence revoked, suspended (decision 0071), expired or no longer the holder's meanwhile is a 409, and the
 * approval is undone with it.
 */
export async function moveLicence(trx: Knex.Transaction, certificateId: number, fromEntityId: number, toEntityId: number, today: string): Promise<void> {
  const certificate = (await trx("issued_certificates").where({ id: certificateId }).first("properties", "has_id_card", "status_list_index")) as { properties: string; has_id_card: boolean | number; status_list_index: number | string | null } | undefined;
  const entity = (await trx("entities").where({ id: toEntityId }).first()) as Record<string, unknown> | undefined;
  if (!certificate || !entity) throw new HttpError(409, "This licence or its new owner no longer exists");
  const profile = entityProfile(entity);
  const stored = parseJson<{ propertiesMap: Record<string, unknown>; holder?: Record<string, unknown> }>(certificate.properties, { propertiesMap: {} });
  const name = applicantName({}, profile);
  const properties = {
    ...stored,
    propertiesMap: { ...stored.propertiesMap, FLIS_NameofApplicant: name.first, FLIS_NameofApplicantMiddle: name.middle, FLIS_NameofApplicantLast: name.last },
    holder: { nfa_registration_number: (profile.nfa_registration_number as string | undefined) || null, address: (profile.address as string | undefined) ?? null },
  };
  // New codes: the old holder's printed licence and card, which name them, no longer open /verify (decision 0069).
  // A new status entry too: the old one is retired, set in the revocation list for good, so the old holder's printed statement reads Not valid offline as well (migration 0029).
  const move = (db: Knex.Transaction, status_list_index: number | null) =>
    notSuspendedOn(db("issued_certificates"), today)
      .where({ id: certificateId, entity_id: fromEntityId, revoked_at: null })
      .where("date_of_expiration", ">=", today)
      .update({ entity_id: toEntityId, properties: JSON.stringify(properties), verification_code: newVerificationCode(), card_verification_code: certificate.has_id_card ? newVerificationCode() : null, status_list_index });
  const moved = certificate.status_list_index === null ? await move(trx, null) : await withFreeStatusIndex(trx, (index, savepoint) => move(savepoint, index));
  if (moved !== 1) throw new HttpError(409, "This licence has been revoked, suspended or has expired since the transfer was asked for, so it cannot be transferred");
  // The reminders already sent went to the previous holder: forgotten, so the next sweep tells the new owner the nearest one due, once, by the catch-up rule (decision 0055).
  await trx("licence_reminders").where({ certificate_id: certificateId }).delete();
  if (certificate.status_list_index !== null) await trx("retired_status_indexes").insert({ status_list_index: Number(certificate.status_list_index), certificate_id: certificateId, retired_at: new Date().toISOString() });
}
