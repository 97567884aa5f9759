import type { Knex } from "knex";
import { timestampText } from "./searchTransactions.ts";

/** One line of a case's audit trail: who did what, when, and why. */
export interface CaseEvent {
  id: number;
  action: string;
  status: string | null;
  comment: string | null;
  created_at: string;
  by_role: string | null;
  by_user_id?: number | null;
  by_name?: string | null;
  by_email?: string | null;
}

/** JSON Schema of a CaseEvent. */
export const caseEventSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    action: { type: "string" },
    status: { type: ["string", "null"] },
    comment: { type: ["string", "null"] },
    created_at: { type: "string" },
    by_role: { type: ["string", "null"] },
    by_user_id: { type: ["integer", "null"] },
    by_name: { type: ["string", "null"] },
    by_email: { type: ["string", "null"] },
  },
} as const;

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
