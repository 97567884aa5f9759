import { randomUUID } from "node:crypto";
import { isUniqueViolation } from "./isUniqueViolation.ts";
import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { HttpError } from "./HttpError.ts";
import { parseJson } from "./json.ts";
import { loadTogether } from "./loadTogether.ts";
import { deliverAfterCommit, notifyEvents, type RecordedEvent } from "./notifications/notifier.ts";
import { rawRows } from "./notifications/rawRows.ts";
import type { Identity } from "./login.ts";
import { readerOf } from "./readConnection.ts";
import { perDatabase } from "./together.ts";
import { allRows, placeholders } from "./withStatements.ts";

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
  /** What a submit judged, frozen (JSON of engine/versions/frozenJudgement.ts FrozenJudgement); null for a draft. */
  frozen: string | null;
  /** What changed for a draft moved to a newer version, until the applicant has seen it (JSON of VersionChanges). */
  version_changes: string | null;
  /** How many draft saves it has had (decision 0064): a save replayed against another revision is refused. */
  draft_revision: number;
  /** The issued certificate this application renews (decision 0070); null for any other. */
  renewal_of?: number | null;
  /** What a renewal started with (JSON of RenewalRecord: the licence and the answers carried over). */
  renewal?: string | null;
}

export const NOT_FOUND = "Transaction not found";

/**
 * Starts an application: a fresh temporary transaction id for the type (spec 000 §2 'Starting an
 * application'), or the one the device made (`deviceId`, issue 27: an application started with no
 * signal is created when the signal returns). A device's id sent again by the same owner for the
 * same type answers the same application, however many times the outbox sends it; an id that is
 * someone else's, or another type's, is refused as taken (without saying whose). Answers the id
 * and the draft's revision (decision 0064): 0 for a new one, the stored one when the id is sent again.
 */
export async function createTemp(knex: Knex, compiled: CompiledDefinition, identity: Identity | null, deviceId?: string): Promise<{ tempId: string; draftRevision: number }> {
  const tempId = deviceId ?? randomUUID();
  const row = { temp_trans_id: tempId, app_type: compiled.definition.id, entity_id: identity?.entityId ?? null, created_by: identity?.userId ?? null, status: "Draft", definition_version: compiled.definition.version };
  try {
    await knex("transactions").insert(row);
    return { tempId, draftRevision: 0 };
  } catch (error) {
    if (!deviceId || !isUniqueViolation(error)) throw error;
  }
  const existing = (await knex("transactions").where({ temp_trans_id: tempId }).first("app_type", "entity_id", "created_by", "draft_revision")) as Pick<TransactionRow, "app_type" | "entity_id" | "created_by" | "draft_revision"> | undefined;
  const same = existing && existing.app_type === row.app_type && (existing.entity_id ?? null) === row.entity_id && (existing.created_by ?? null) === row.created_by;
  if (!same) throw new HttpError(409, "This application id is already taken: start the application again");
  return { tempId, draftRevision: Number(existing.draft_revision) };
}

/** One reader of transactions by temporary id per database: concurrent requests share a query (docs/decisions/0025). */
const byTempId = perDatabase((knex) => loadTogether<string, TransactionRow>(async (tempIds) => ((await readerOf(knex)("transactions").whereIn("temp_trans_id", tempIds)) as TransactionRow[]).map((row) => [row.temp_trans_id, row])));

/**
 * The transaction behind a temporary id, if the caller may see it: the entity it belongs to, or
 * staff. An application made without login (a notice of violation) belongs to no one, so its
 * unguessable temporary id is the only key to it: it is reachable by `temp_trans_id` only, never by
 * its sequential integer id, whoever asks (issue 13 finding 5, docs/decisions/0015). Someone else's
 * id answers 404, exactly like an unknown one, so ids cannot be probed.
 */
export async function ownedTransaction(knex: Knex, where: { temp_trans_id: string } | { id: number }, identity: Identity | null): Promise<TransactionRow> {
  const row = "temp_trans_id" in where && !knex.isTransaction ? await byTempId(knex)(where.temp_trans_id) : ((await knex("transactions").where(where).first()) as TransactionRow | undefined);
  if (!row) throw new HttpError(404, NOT_FOUND);
  return mayOpen(row, "temp_trans_id" in where, identity);
}

/** A transaction without its answers: what a draft save or a submit checks before replacing them. */
export type TransactionHead = Omit<TransactionRow, "answers" | "frozen">;

const HEAD_COLUMNS = ["id", "temp_trans_id", "trans_number", "app_type", "entity_id", "created_by", "status", "definition_version", "selection_category", "amount_due_cents", "submitted_on", "created_at", "updated_at", "version_changes", "draft_revision"];

/**
 * Transactions by temporary id without their answers, concurrent requests sharing a query, run
 * through the driver (every draft save and submit reads one: docs/decisions/0025).
 */
const headByTempId = perDatabase((knex) =>
  loadTogether<string, TransactionHead>(async (tempIds) =>
    (await allRows<TransactionHead>(readerOf(knex), `select ${HEAD_COLUMNS.map((c) => `"${c}"`).join(", ")} from "transactions" where "temp_trans_id" in (${placeholders(tempIds.length)})`, tempIds)).map((row) => [row.temp_trans_id, row]),
  ),
);

/**
 * The transaction behind a temporary id without its answers, whoever may see it: what
 * ownedTransactionHead checks. A request starts the read early, beside its other reads, and hands
 * it to ownedTransactionHead, which checks it where the route always did (docs/decisions/0025).
 */
export function transactionHead(knex: Knex, tempId: string): Promise<TransactionHead | undefined> {
  return knex.isTransaction ? (knex("transactions").where({ temp_trans_id: tempId }).first(HEAD_COLUMNS) as Promise<TransactionHead | undefined>) : headByTempId(knex)(tempId);
}

/**
 * ownedTransaction without the answers, which a draft save and a submit replace rather than read:
 * the same check of who may see it, on a row a few hundred bytes long instead of kilobytes of JSON
 * (docs/decisions/0025). `read` is transactionHead's read of it when the request started it already.
 */
export async function ownedTransactionHead(knex: Knex, tempId: string, identity: Identity | null, read: Promise<TransactionHead | undefined> = transactionHead(knex, tempId)): Promise<TransactionHead> {
  const row = await read;
  if (!row) throw new HttpError(404, NOT_FOUND);
  return mayOpen(row, true, identity);
}

/** The row, if the caller may see it (see ownedTransaction); 404 otherwise. */
function mayOpen<T extends TransactionHead>(row: T, heldTempId: boolean, identity: Identity | null): T {
  const anonymous = row.entity_id === null && row.created_by === null;
  const mine = identity !== null && ((row.entity_id !== null && row.entity_id === identity.entityId) || (row.entity_id === null && row.created_by === identity.userId));
  const staff = identity?.role === "staff" || identity?.role === "admin";
  if (!(anonymous && heldTempId) && !mine && !staff) throw new HttpError(404, NOT_FOUND);
  return row;
}

/**
 * The transaction a stored document belongs to, if the caller may see it. The caller's own
 * `heldTempId` (the `temp_trans_id` query parameter) is the capability for an application made
 * without login: it must name the document's application. Without it, only the owner or staff
 * get through (the sequential document id alone opens nothing).
 */
export async function documentTransaction(knex: Knex, documentTempId: string, identity: Identity | null, heldTempId: string | undefined): Promise<TransactionRow> {
  if (heldTempId !== undefined) {
    if (heldTempId !== documentTempId) throw new HttpError(404, NOT_FOUND);
    return ownedTransaction(knex, { temp_trans_id: heldTempId }, identity);
  }
  const row = (await knex("transactions").where({ temp_trans_id: documentTempId }).first("id")) as { id: number } | undefined;
  if (!row) throw new HttpError(404, NOT_FOUND);
  return ownedTransaction(knex, { id: Number(row.id) }, identity);
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
    version_changes: parseJson<unknown>(row.version_changes, null),
    draft_revision: Number(row.draft_revision),
    // What a renewal started with, so check your answers can mark what was carried over (decision 0070).
    renewal: parseJson<unknown>(row.renewal, null),
    type_of_transaction: answers.type_of_transaction ?? null,
    licence_type: answers.licence_type ?? null,
    payment_details: answers.payment_details ?? null,
    application_details: answers,
  };
}

/**
 * Records who did what to a transaction, for the audit trail, and with it the applicant's
 * notification where schemas/notifications.json has a template for the event: stored on the same
 * `knex` (inside the caller's database transaction), handed to the mailer once that commits
 * (decision 0038). So every status change notifies, whoever records it. `tell` names another
 * entity to notify instead of the application's (a licence's holder after a transfer).
 */
export async function recordEvent(knex: Knex, transactionId: number, identity: Identity | null, action: string, status: string | null, comment: string | null = null, values?: RecordedEvent["values"], tell?: number): Promise<void> {
  await knex("transaction_events").insert({ transaction_id: transactionId, user_id: identity?.userId ?? null, action, status, comment });
  if (await notifyEvents(knex, (sql, bindings) => rawRows(knex, sql, bindings), [{ transactionId, action, status, comment, ...(values ? { values } : {}), ...(tell === undefined ? {} : { entityId: tell }) }])) deliverAfterCommit(knex);
}
