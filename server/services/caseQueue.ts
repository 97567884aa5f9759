import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import type { CaseQueueQuery, CaseQueueRow, CaseSort } from "../../engine/cases/caseQueueContract.ts";
import { staffName } from "./assignCase.ts";
import { CASE_STATUSES, nextStatuses } from "./caseStatus.ts";
import { HttpError } from "./HttpError.ts";
import { timestampText } from "./searchTransactions.ts";

const DAY_MS = 86_400_000;

/** The SQL each sort orders by; names compare without regard to case. */
const ORDER: Record<CaseSort, string> = {
  submitted_on: "t.submitted_on",
  transaction_number: "t.trans_number",
  name: "lower(t.applicant_name)",
  type: "t.app_type",
  status: "t.status",
};

/** `text` for a LIKE pattern matched anywhere, its wildcards escaped (with `\`). */
export const likeAnywhere = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An instant as text comparable with a stored timestamp: SQLite keeps UTC text, PostgreSQL is told the zone. */
function instantText(ms: number, knex: Knex): string {
  const text = new Date(ms).toISOString().slice(0, 19).replace("T", " ");
  return knex.client.config.client === "pg" ? `${text}+00` : text;
}

/** Whole days from a stored timestamp to `now`. */
export const ageInDays = (submitted: unknown, now: number): number => {
  const text = timestampText(submitted);
  const at = Date.parse(/[zZ]|[+-]\d\d(:?\d\d)?$/.test(text) ? text : `${text.replace(" ", "T")}Z`);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.floor((now - at) / DAY_MS));
};

/**
 * The submitted transactions matching the queue's query, filtered, counted, sorted and cut into a
 * page in SQL (issue 17): search by transaction number or the applicant's name stored at submit,
 * type, statuses (default: all but closed), age bounds, assignee (`me` is `staffId`). The same
 * SQL runs on SQLite and PostgreSQL.
 */
export async function caseQueue(knex: Knex, definitions: { get(appType: string): CompiledDefinition | undefined }, query: CaseQueueQuery, staffId: number, now = Date.now()): Promise<{ total: number; page: number; pageSize: number; cases: CaseQueueRow[] }> {
  const { page = 1, page_size: pageSize = 25, sort = "submitted_on", direction = "asc" } = query;
  if (query.min_age_days !== undefined && query.max_age_days !== undefined && query.min_age_days > query.max_age_days) throw new HttpError(400, "The youngest age asked for is more than the oldest", [{ pointer: "/min_age_days", message: "Must not be more than max_age_days" }]);
  const filtered = knex("transactions as t").whereNotNull("t.trans_number");
  const q = query.q?.trim();
  if (q) filtered.where((w) => w.whereRaw("lower(t.trans_number) like ? escape '\\'", [likeAnywhere(q)]).orWhereRaw("lower(t.applicant_name) like ? escape '\\'", [likeAnywhere(q)]));
  if (query.app_type) filtered.where("t.app_type", query.app_type);
  filtered.whereIn("t.status", query.status?.length ? query.status : CASE_STATUSES.filter((s) => s !== "Case Closed"));
  // At least N whole days old: submitted on or before now minus N days; at most N: after now minus N+1 days.
  if (query.min_age_days !== undefined) filtered.where("t.submitted_on", "<=", instantText(now - query.min_age_days * DAY_MS, knex));
  if (query.max_age_days !== undefined) filtered.where("t.submitted_on", ">", instantText(now - (query.max_age_days + 1) * DAY_MS, knex));
  if (query.assigned_to === "none") filtered.whereNull("t.assigned_to");
  else if (query.assigned_to) filtered.where("t.assigned_to", query.assigned_to === "me" ? staffId : Number(query.assigned_to));
  const counted = (await filtered.clone().count({ n: "*" }).first()) as { n: number | string } | undefined;
  const rows = (await withAssignee(filtered)
    .orderByRaw(`${ORDER[sort]} ${direction === "desc" ? "desc" : "asc"}`)
    .orderBy("t.id", direction)
    .limit(pageSize)
    .offset((page - 1) * pageSize)) as Array<Record<string, unknown>>;
  return { total: Number(counted?.n ?? 0), page, pageSize, cases: await queueRows(knex, definitions, rows, now) };
}

/** The queue's columns of the transactions `t`, with the assignee's name. */
export const withAssignee = (query: Knex.QueryBuilder): Knex.QueryBuilder =>
  query.leftJoin("users as a", "a.id", "t.assigned_to").select("t.id", "t.trans_number", "t.app_type", "t.status", "t.submitted_on", "t.applicant_name", "t.temp_trans_id", "t.assigned_to", "a.name_of_applicant", "a.supporting_officer_name", "a.email");

/** Rows read with withAssignee as the queue shows them: age, assignee, pending payment, next statuses. */
export async function queueRows(knex: Knex, definitions: { get(appType: string): CompiledDefinition | undefined }, rows: Array<Record<string, unknown>>, now: number): Promise<CaseQueueRow[]> {
  const payments = (rows.length ? await knex("payments").whereIn("temp_trans_id", rows.map((r) => String(r.temp_trans_id))).whereIn("status", ["completed", "pending"]).orderBy("id").select("temp_trans_id", "payment_method", "status") : []) as Array<{ temp_trans_id: string; payment_method: string; status: string }>;
  const pending = new Set(payments.filter((p) => p.status === "pending").map((p) => p.temp_trans_id));
  // The latest completed or pending payment's method, as the transactions report shows it.
  const methods = new Map(payments.map((p) => [p.temp_trans_id, p.payment_method]));
  return rows.map((r) => ({
    id: Number(r.id),
    transaction_number: String(r.trans_number),
    app_type: String(r.app_type),
    application_type: definitions.get(String(r.app_type))?.definition.title ?? String(r.app_type),
    status: String(r.status),
    submitted_on: timestampText(r.submitted_on),
    name_of_applicant: String(r.applicant_name ?? ""),
    age_days: ageInDays(r.submitted_on, now),
    assigned_to: r.assigned_to === null || r.assigned_to === undefined ? null : { id: Number(r.assigned_to), name: staffName(r) },
    payment_method: methods.get(String(r.temp_trans_id)) ?? null,
    payment_pending: pending.has(String(r.temp_trans_id)),
    next_statuses: [...nextStatuses(String(r.status))],
  }));
}
