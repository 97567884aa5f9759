import type { Knex } from "knex";
import type { ReportFilters, ReportRow } from "../../engine/api/reportContract.ts";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { particularValues } from "../../engine/particulars/particularValues.ts";
import { answerText, fullName } from "./certificateFields.ts";
import { parseJson } from "./json.ts";
import type { TransactionRow } from "./transactions.ts";

/** A stored timestamp as ISO text, whichever database returned it. */
export const timestampText = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value ?? ""));

/**
 * The UTC instant a day in Jamaica (UTC-5, no daylight saving) begins, as text comparable with a
 * stored timestamp: SQLite keeps 'YYYY-MM-DD HH:MM:SS' in UTC; PostgreSQL is told the zone.
 */
export function jamaicaDayStart(day: string, knex?: Knex): string {
  const text = new Date(`${day}T05:00:00Z`).toISOString().slice(0, 19).replace("T", " ");
  return knex?.client.config.client === "pg" ? `${text}+00` : text;
}

/** The day after a YYYY-MM-DD day. */
export const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const same = (wanted: string | undefined, seen: string | null) => !wanted || (seen ?? "").toLowerCase() === wanted.trim().toLowerCase();

/**
 * The submitted transactions matching the report filters. Type, status and dates are filtered in
 * SQL; the answers' fields (licence type and categories, type of transaction, payment method) are
 * read from the stored JSON in code, which keeps the SQL the same on SQLite and PostgreSQL.
 */
export async function searchTransactions(knex: Knex, definitions: { get(appType: string): CompiledDefinition | undefined; version(appType: string, version: string): CompiledDefinition | undefined }, filters: ReportFilters): Promise<ReportRow[]> {
  const query = knex("transactions as t").leftJoin("entities as e", "e.id", "t.entity_id").whereNotNull("t.trans_number").select("t.*", "e.nfa_registration_number as entity_nfa", "e.details as entity_details").orderBy("t.submitted_on", "desc").orderBy("t.id", "desc");
  if (filters.app_type) query.where("t.app_type", filters.app_type);
  if (filters.status?.length) query.whereIn("t.status", filters.status);
  if (filters.start_date) query.where("t.submitted_on", ">=", jamaicaDayStart(filters.start_date, knex));
  if (filters.end_date) query.where("t.submitted_on", "<", jamaicaDayStart(nextDay(filters.end_date), knex));
  const rows = (await query) as Array<TransactionRow & { entity_nfa: string | null; entity_details: string | null }>;
  const payments = await latestPaymentMethods(knex, rows.map((r) => r.temp_trans_id));
  return rows
    .map((row) => {
      const answers = parseJson<Record<string, unknown>>(row.answers, {});
      const paymentDetails = (answers.payment_details ?? {}) as Record<string, unknown>;
      // The version that judged it names its answers (decision 0041): a later rename does not drop it from a filter.
      const definition = (definitions.version(row.app_type, row.definition_version) ?? definitions.get(row.app_type))?.definition;
      // Which answers are the licence type, category... is the definition's `particulars` (decision 0040).
      const particulars = particularValues(definition ?? {}, answers);
      return {
        id: Number(row.id),
        transaction_number: String(row.trans_number),
        app_type: row.app_type,
        application_type: definition?.title ?? row.app_type,
        status: row.status,
        submitted_on: timestampText(row.submitted_on),
        name_of_applicant: fullName(answers, parseJson<Record<string, unknown>>(row.entity_details, {})),
        nfa_registration_number: answerText(answers.nfa_registration_number) ?? row.entity_nfa ?? null,
        type_of_transaction: particulars.typeOfTransaction,
        licence_type: particulars.licenceType,
        commercial_category: particulars.licenceCategory,
        recreational_licence_type: particulars.recreationalLicenceType,
        payment_method: payments.get(row.temp_trans_id) ?? answerText(paymentDetails.payment_method),
        amount_due: row.amount_due_cents === null || row.amount_due_cents === undefined ? null : Number(row.amount_due_cents) / 100,
      };
    })
    .filter((r) => same(filters.payment_method, r.payment_method) && same(filters.type_of_transaction, r.type_of_transaction) && same(filters.licence_type, r.licence_type) && same(filters.commercial_category, r.commercial_category) && same(filters.recreational_licence_type, r.recreational_licence_type));
}

/** The method of each transaction's latest completed or pending payment. */
async function latestPaymentMethods(knex: Knex, tempIds: string[]): Promise<Map<string, string>> {
  const methods = new Map<string, string>();
  for (let i = 0; i < tempIds.length; i += 500) {
    const rows = await knex("payments").whereIn("temp_trans_id", tempIds.slice(i, i + 500)).whereIn("status", ["completed", "pending"]).orderBy("id").select("temp_trans_id", "payment_method");
    for (const r of rows as Array<{ temp_trans_id: string; payment_method: string }>) methods.set(r.temp_trans_id, r.payment_method);
  }
  return methods;
}
