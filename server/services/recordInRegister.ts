import type { Knex } from "knex";
import { registerValues } from "../../engine/register/registerValues.ts";
import type { DefinitionRegistry } from "../plugins/app/definitions.ts";
import { parseJson } from "./json.ts";
import { nameKey, REGISTER_TEXT_MAX, registrationKey } from "./registerSearchKeys.ts";
import type { TransactionRow } from "./transactions.ts";

/** The submitted application a certificate was issued on, as far as the register reads it. */
export type RegisteredRow = Pick<TransactionRow, "app_type" | "definition_version" | "answers">;

const kept = (text: string | null): string | null => text?.slice(0, REGISTER_TEXT_MAX) ?? null;

/**
 * Puts an issued licence on the public register of vessels (decision 0066), inside the caller's
 * database transaction: only the values its type's `register` section names, read from the
 * answers frozen at submit, with the section of the version that judged them (the type's current
 * one when that version had none). A type with no section puts nothing there (false); a
 * certificate already listed stays as it is.
 */
export async function recordInRegister(knex: Knex | Knex.Transaction, definitions: Pick<DefinitionRegistry, "get" | "version">, row: RegisteredRow, certificateId: number): Promise<boolean> {
  const policy = definitions.version(row.app_type, row.definition_version)?.definition.register ?? definitions.get(row.app_type)?.definition.register;
  if (!policy) return false;
  const values = registerValues(policy, parseJson<Record<string, unknown>>(row.answers, {}));
  await knex("vessel_register")
    .insert({
      certificate_id: certificateId,
      app_type: row.app_type,
      vessel_name: kept(values.vessel_name),
      vessel_name_key: values.vessel_name === null ? null : nameKey(values.vessel_name),
      registration: kept(values.registration),
      registration_key: values.registration === null ? null : registrationKey(values.registration),
      home_port: kept(values.home_port),
    })
    .onConflict("certificate_id")
    .ignore();
  return true;
}
