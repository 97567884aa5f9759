import type { Knex } from "knex";
import type { CaseEvent } from "../../engine/api/caseEventContract.ts";
import { timestampText } from "./searchTransactions.ts";

/**
 * The audit trail of a transaction, oldest first. Staff see who acted (id, name, email); the
 * applicant sees only the role, so staff members' addresses are not handed out.
 */
export async function caseEvents(knex: Knex, transactionId: number, forStaff: boolean): Promise<CaseEvent[]> {
  const rows = await knex("transaction_events as ev").leftJoin("users as u", "u.id", "ev.user_id").where("ev.transaction_id", transactionId).orderBy("ev.id").select("ev.id", "ev.action", "ev.status", "ev.comment", "ev.created_at", "ev.user_id", "u.role", "u.name_of_applicant", "u.supporting_officer_name", "u.email");
  return rows.map((r: Record<string, unknown>) => ({
    id: Number(r.id),
    action: String(r.action),
    status: (r.status as string | null) ?? null,
    comment: (r.comment as string | null) ?? null,
    created_at: timestampText(r.created_at),
    by_role: (r.role as string | null) ?? null,
    ...(forStaff ? { by_user_id: r.user_id === null ? null : Number(r.user_id), by_name: ((r.supporting_officer_name ?? r.name_of_applicant) as string | null) ?? null, by_email: (r.email as string | null) ?? null } : {}),
  }));
}
