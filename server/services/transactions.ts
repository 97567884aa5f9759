import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { HttpError } from "./HttpError.ts";
import { parseJson } from "./json.ts";
import type { Identity } from "./login.ts";

/** A stored application, as the routes hand it out. */
export interface TransactionRow {
  id: number;
  temp_trans_id: string;
  trans_number: string | null;
  app_type: string;
  entity_id: number | null;
  created_by: number | null;
  status: string;
  definition_version: string;
  answers: string;
  selection_category: string | null;
  amount_due_cents: number | null;
  submitted_on: string | null;
  created_at: string;
  updated_at: string;
}

export const NOT_FOUND = "Transaction not found";

/** Starts an application: a fresh temporary transaction id for the type (spec 000 §2 'Starting an application'). */
export async function createTemp(knex: Knex, compiled: CompiledDefinition, identity: Identity | null): Promise<string> {
  const tempId = randomUUID();
  await knex("transactions").insert({
    temp_trans_id: tempId,
    app_type: compiled.definition.id,
    entity_id: identity?.entityId ?? null,
    created_by: identity?.userId ?? null,
    status: "Draft",
    definition_version: compiled.definition.version,
  });
  return tempId;
}

/**
 * The transaction behind a temporary id, if the caller may see it: the entity it belongs to, or
 * anyone holding the (unguessable) id of an application made without login. Someone else's id
 * answers 404, exactly like an unknown one, so ids cannot be probed.
 */
export async function ownedTransaction(knex: Knex, where: { temp_trans_id: string } | { id: number }, identity: Identity | null): Promise<TransactionRow> {
  const row = (await knex("transactions").where(where).first()) as TransactionRow | undefined;
  if (!row) throw new HttpError(404, NOT_FOUND);
  const anonymous = row.entity_id === null && row.created_by === null;
  const mine = identity !== null && ((row.entity_id !== null && row.entity_id === identity.entityId) || (row.entity_id === null && row.created_by === identity.userId));
  const staff = identity?.role === "staff" || identity?.role === "admin";
  if (!anonymous && !mine && !staff) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** The client's view of a transaction (spec 000 §3 Transaction). */
export function transactionView(row: TransactionRow): Record<string, unknown> {
  const answers = parseJson<Record<string, unknown>>(row.answers, {});
  return {
    id: row.id,
    temp_trans_id: row.temp_trans_id,
    transaction_number: row.trans_number,
    app_type: row.app_type,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
    submitted_on: row.submitted_on,
    selectionCategory: row.selection_category,
    definition_version: row.definition_version,
    type_of_transaction: answers.type_of_transaction ?? null,
    licence_type: answers.licence_type ?? null,
    payment_details: answers.payment_details ?? null,
    application_details: answers,
  };
}

/** Records who did what to a transaction, for the audit trail. */
export async function recordEvent(knex: Knex, transactionId: number, identity: Identity | null, action: string, status: string | null, comment: string | null = null): Promise<void> {
  await knex("transaction_events").insert({ transaction_id: transactionId, user_id: identity?.userId ?? null, action, status, comment });
}
