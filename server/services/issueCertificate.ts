import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { evaluateCondition } from "../../engine/conditions/evaluateCondition.ts";
import type { EngineContext } from "../../engine/types.ts";
import { entityProfile } from "./accounts.ts";
import { certificateFields, expiryAfterYears } from "./certificateFields.ts";
import { parseJson } from "./json.ts";
import type { Identity } from "./login.ts";
import type { TransactionRow } from "./transactions.ts";

/** How long a licence and a fisher ID card run (the spec is silent: docs/decisions/0007-case-processing.md). */
export const LICENCE_YEARS = 1;
export const ID_CARD_YEARS = 5;

/** The named condition a definition uses for 'this application issues a fisher ID card'. */
export const ID_CARD_CONDITION = "issuesIdCard";

/** The spec's caseType derived from the type id (the fisher licence's gives FLIS_ApplicationforLicence), never listed. */
export const caseTypeOf = (appType: string): string =>
  `FLIS_${appType
    .split("_")
    .map((word) => (word === "FOR" ? "for" : word.charAt(0) + word.slice(1).toLowerCase()))
    .join("")}`;

/**
 * Whether the approved application issues an ID card: the definition's own named condition
 * `issuesIdCard` over the submitted answers (types without it issue none), so no type is named here.
 */
export function issuesIdCard(compiled: CompiledDefinition, answers: Record<string, unknown>, context: EngineContext): boolean {
  if (!Object.prototype.hasOwnProperty.call(compiled.named, ID_CARD_CONDITION)) return false;
  return evaluateCondition({ condition: ID_CARD_CONDITION }, { answers, context, named: compiled.named }).result;
}

/**
 * Issues the certificate of an approved licence inside the caller's database transaction: the
 * listing fields are frozen from the answers and the holder's profile, dated today. Approving
 * twice keeps the first certificate.
 */
export async function issueCertificate(trx: Knex.Transaction, compiled: CompiledDefinition, row: TransactionRow, identity: Identity | null, context: EngineContext): Promise<number> {
  const existing = await trx("issued_certificates").where({ transaction_id: row.id }).first();
  if (existing) return Number(existing.id);
  const answers = parseJson<Record<string, unknown>>(row.answers, {});
  const entity = row.entity_id ? await trx("entities").where({ id: row.entity_id }).first() : undefined;
  const profile = entity ? entityProfile(entity) : {};
  const issuedOn = context.today;
  const idCard = issuesIdCard(compiled, answers, { ...context, profile }) ? { issuedOn, expiresOn: expiryAfterYears(issuedOn, ID_CARD_YEARS) } : null;
  const fields = certificateFields({ transNumber: String(row.trans_number), definition: compiled.definition, answers, profile, issuedOn, expiresOn: expiryAfterYears(issuedOn, LICENCE_YEARS), idCard });
  const holder = { nfa_registration_number: (answers.nfa_registration_number as string | undefined) ?? (profile.nfa_registration_number as string | undefined) ?? null, address: (answers.address as string | undefined) ?? (profile.address as string | undefined) ?? null };
  const [inserted] = await trx("issued_certificates")
    .insert({
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
    })
    .returning("id");
  return Number(typeof inserted === "object" ? inserted.id : inserted);
}
