import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { evaluateCondition } from "../../engine/conditions/evaluateCondition.ts";
import type { EngineContext } from "../../engine/types.ts";
import { entityProfile } from "./accounts.ts";
import { answerText, certificateFields, expiryAfterYears } from "./certificateFields.ts";
import { parseJson } from "./json.ts";
import type { Identity } from "./login.ts";
import type { TransactionRow } from "./transactions.ts";
import { recordLicenceEvent } from "./licenceEvents.ts";
import { recordRenewal } from "./recordRenewal.ts";
import { renewedDates } from "./renewedDates.ts";
import { withFreeStatusIndex } from "./statusListIndex.ts";
import { newVerificationCode } from "./verificationCode.ts";

/** The spec's caseType derived from the type id (the fisher licence's gives FLIS_ApplicationforLicence), never listed. */
export const caseTypeOf = (appType: string): string =>
  `FLIS_${appType
    .split("_")
    .map((word) => (word === "FOR" ? "for" : word.charAt(0) + word.slice(1).toLowerCase()))
    .join("")}`;

/**
 * Whether the approved application issues an ID card: the condition of the definition's own
 * `certificate.idCard` over the submitted answers (docs/decisions/0039); a type without one issues none.
 */
export function issuesIdCard(compiled: CompiledDefinition, answers: Record<string, unknown>, context: EngineContext): boolean {
  const card = compiled.definition.certificate?.idCard;
  if (!card) return false;
  return evaluateCondition(card.when, { answers, context, named: compiled.named }).result;
}

/** How long what an approval issues runs: the licence, and the ID card when one comes with it. */
export interface CertificateDates {
  issuedOn: string;
  expiresOn: string;
  idCard: { issuedOn: string; expiresOn: string } | null;
}

/**
 * The validity of what an approval on `context.today` issues, from the definition's own
 * `certificate` section alone (decision 0039); null for a type that issues no certificate.
 * `context.profile` is the holder's, which a card's condition may read.
 */
export function certificateDates(compiled: CompiledDefinition, answers: Record<string, unknown>, context: EngineContext): CertificateDates | null {
  const policy = compiled.definition.certificate;
  if (!policy) return null;
  const issuedOn = context.today;
  const card = policy.idCard && issuesIdCard(compiled, answers, context) ? policy.idCard : null;
  return { issuedOn, expiresOn: expiryAfterYears(issuedOn, policy.licenceYears), idCard: card ? { issuedOn, expiresOn: expiryAfterYears(issuedOn, card.years) } : null };
}

/**
 * Issues the certificate of an approved licence inside the caller's database transaction: the
 * listing fields are frozen from the answers and the holder's profile, dated today, valid for as
 * long as the definition's `certificate` section says, with a new verification code. Approving
 * twice keeps the first certificate; a type without a `certificate` section issues none (null).
 * `issuedAt`: when its history says it was issued, when not now (the demo licences issued as of
 * `context.today` gone by, decision 0072).
 */
export async function issueCertificate(trx: Knex.Transaction, compiled: CompiledDefinition, row: TransactionRow, identity: Identity | null, context: EngineContext, issuedAt?: string): Promise<number | null> {
  if (!compiled.definition.certificate) return null;
  const existing = await trx("issued_certificates").where({ transaction_id: row.id }).first();
  if (existing) return Number(existing.id);
  const answers = parseJson<Record<string, unknown>>(row.answers, {});
  const entity = row.entity_id ? await trx("entities").where({ id: row.entity_id }).first() : undefined;
  const profile = entity ? entityProfile(entity) : {};
  const issued = certificateDates(compiled, answers, { ...context, profile });
  if (!issued) return null;
  const dates = await renewedDates(trx, row.renewal_of, compiled.definition.certificate.licenceYears, issued);
  const { idCard } = dates;
  const fields = certificateFields({ transNumber: String(row.trans_number), definition: compiled.definition, answers, profile, ...dates });
  // An answer left blank ("") is no number: the one on the holder's profile, if any, is printed.
  const holder = { nfa_registration_number: answerText(answers.nfa_registration_number) || answerText(profile.nfa_registration_number) || null, address: (answers.address as string | undefined) ?? (profile.address as string | undefined) ?? null };
  const certificate = {
    transaction_id: row.id,
    entity_id: row.entity_id,
    app_type: row.app_type,
    case_type: caseTypeOf(row.app_type),
    trans_number: String(row.trans_number),
    has_id_card: idCard !== null,
    properties: JSON.stringify({ propertiesMap: fields, holder }),
    date_of_issue: fields.FLIS_DateofIssue,
    date_of_expiration: fields.FLIS_DateofExpiration,
    issued_by: identity?.userId ?? null,
    verification_code: newVerificationCode(),
    card_verification_code: idCard ? newVerificationCode() : null,
  };
  const id = await insertWithStatusIndex(trx, certificate);
  await recordLicenceEvent(trx, { certificateId: id, entityId: row.entity_id ?? null, action: "issued", userId: identity?.userId ?? null, details: { transaction_id: row.id }, ...(issuedAt ? { at: issuedAt } : {}) });
  await recordRenewal(trx, row.renewal_of, { id, number: String(row.trans_number), entityId: row.entity_id ?? null, userId: identity?.userId ?? null });
  return id;
}

/** Inserts the certificate with a free position in the revocation list (decision 0067), drawn again should another approval take it at the same moment. */
function insertWithStatusIndex(trx: Knex.Transaction, certificate: Record<string, unknown>): Promise<number> {
  return withFreeStatusIndex(trx, async (status_list_index, savepoint) => {
    const [inserted] = await savepoint("issued_certificates").insert({ ...certificate, status_list_index }).returning("id");
    return Number(typeof inserted === "object" ? inserted.id : inserted);
  });
}
