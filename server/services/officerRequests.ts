import type { Knex } from "knex";
import type { OfficerRequest, OfficerRequestKind, OfficerRequestStatus } from "../../engine/api/officerRequestsContract.ts";
import { endSessions } from "./endSessions.ts";
import { HttpError } from "./HttpError.ts";
import { timestampText } from "./searchTransactions.ts";

const idOf = (row: unknown): number => Number(typeof row === "object" && row !== null ? (row as { id: unknown }).id : row);

/**
 * Records that a new user asked for an officer role at registration: until staff approve it the
 * account stays an applicant (decision 0013). Runs inside the registration's transaction.
 */
export async function requestAppointment(trx: Knex, userId: number, role: string): Promise<void> {
  await trx("officer_requests").insert({ kind: "appointment", officer_user_id: userId, supporting_officer_role: role, requested_by: userId, pending_key: `appointment:${userId}` });
}

/**
 * Records an officer's claim on an entity, waiting for staff approval; answers false when the
 * same claim is already waiting (a concurrent or repeated call adds no second request).
 */
export async function requestClaim(knex: Knex, officerId: number, entityId: number, requestedBy: number): Promise<boolean> {
  const inserted = await knex("officer_requests")
    .insert({ kind: "claim", officer_user_id: officerId, entity_id: entityId, requested_by: requestedBy, pending_key: `claim:${officerId}:${entityId}` })
    .onConflict("pending_key")
    .ignore()
    .returning("id");
  return inserted.length > 0;
}

/** Associates the officer with the entity: from now on they may switch to it and act for it. */
async function grantClaim(trx: Knex, officerId: number, entityId: number): Promise<void> {
  await trx("officer_entities").insert({ officer_user_id: officerId, entity_id: entityId }).onConflict(["officer_user_id", "entity_id"]).ignore();
  await trx("entity_users").where({ entity_id: entityId }).update({ is_replaced_supporting_officer: "YES", updated_at: trx.fn.now() });
}

/**
 * Staff claiming an entity for an officer: approved at once (decision 0013), and recorded as a
 * request asked and decided by that staff member, so the audit trail has it too.
 */
export async function claimByStaff(knex: Knex, officerId: number, entityId: number, staffId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    // The officer's own waiting claim, if any, is the one approved; otherwise staff asked for it.
    const approved = await trx("officer_requests").where({ pending_key: `claim:${officerId}:${entityId}` }).update({ status: "approved", decided_by: staffId, decided_at: trx.fn.now(), pending_key: null });
    if (!approved) await trx("officer_requests").insert({ kind: "claim", officer_user_id: officerId, entity_id: entityId, requested_by: staffId, status: "approved", decided_by: staffId, decided_at: trx.fn.now() });
    await grantClaim(trx, officerId, entityId);
  });
}

/**
 * Staff approve or refuse a pending request. Approving an appointment gives the officer role and
 * ends the user's older sessions (a role change, ASVS 3.3.2); approving a claim associates the
 * officer with the entity. A request decided already, by a racing call too, answers 409.
 */
export async function decideRequest(knex: Knex, requestId: number, decision: "approved" | "refused", staffId: number | null): Promise<OfficerRequestKind> {
  return knex.transaction(async (trx) => {
    const request = await trx("officer_requests").where({ id: requestId }).first();
    if (!request) throw new HttpError(404, "Request not found");
    const changed = await trx("officer_requests").where({ id: requestId, status: "pending" }).update({ status: decision, decided_by: staffId, decided_at: trx.fn.now(), pending_key: null });
    if (changed !== 1) throw new HttpError(409, "This request has already been decided");
    if (decision === "approved" && request.kind === "appointment") {
      await trx("users").where({ id: request.officer_user_id }).update({ role: "supporting_officer", login_as: "Supporting Officer", supporting_officer_role: request.supporting_officer_role });
      await endSessions(trx, Number(request.officer_user_id));
    }
    if (decision === "approved" && request.kind === "claim") {
      const officer = await trx("users").where({ id: request.officer_user_id, role: "supporting_officer" }).first();
      if (!officer) throw new HttpError(409, "This user is not a supporting officer");
      await grantClaim(trx, Number(request.officer_user_id), Number(request.entity_id));
    }
    return request.kind as OfficerRequestKind;
  });
}

/** The entities an officer has claimed and that still wait for staff approval. */
export async function pendingClaims(knex: Knex, officerId: number): Promise<number[]> {
  return (await knex("officer_requests").where({ kind: "claim", status: "pending", officer_user_id: officerId }).pluck("entity_id")).map(Number);
}

/** Requests for the admin page, newest first (at most 200): pending ones, or every one with `all`. */
export async function listRequests(knex: Knex, status: OfficerRequestStatus | "all"): Promise<OfficerRequest[]> {
  const query = knex("officer_requests as r")
    .join("users as o", "o.id", "r.officer_user_id")
    .leftJoin("entities as e", "e.id", "r.entity_id")
    .leftJoin("users as p", "p.id", "e.primary_user_id")
    .leftJoin("users as rb", "rb.id", "r.requested_by")
    .leftJoin("users as db", "db.id", "r.decided_by")
    .select("r.*", "o.email as officer_email", "o.supporting_officer_name", "o.name_of_applicant as officer_applicant_name", "e.entity_number", "e.nfa_registration_number", "p.name_of_applicant as applicant_name", "rb.email as requested_by_email", "db.email as decided_by_email")
    .orderBy("r.id", "desc")
    .limit(200);
  if (status !== "all") query.where("r.status", status);
  const rows: Array<Record<string, unknown>> = await query;
  return rows.map((r) => ({
    id: idOf(r),
    kind: r.kind as OfficerRequestKind,
    status: r.status as OfficerRequestStatus,
    officer_user_id: Number(r.officer_user_id),
    officer_email: (r.officer_email as string | null) ?? null,
    officer_name: ((r.supporting_officer_name ?? r.officer_applicant_name) as string | null) ?? null,
    supporting_officer_role: (r.supporting_officer_role as string | null) ?? null,
    entity_id: r.entity_id == null ? null : Number(r.entity_id),
    entity_number: (r.entity_number as string | null) ?? null,
    nfa_registration_number: (r.nfa_registration_number as string | null) ?? null,
    applicant_name: (r.applicant_name as string | null) ?? null,
    requested_by_email: (r.requested_by_email as string | null) ?? null,
    requested_at: timestampText(r.requested_at),
    decided_by_email: (r.decided_by_email as string | null) ?? null,
    decided_at: r.decided_at == null ? null : timestampText(r.decided_at),
  }));
}

/** Where the user's latest request for an officer role stands, or null when they never asked. */
export async function appointmentStatus(knex: Knex, userId: number): Promise<OfficerRequestStatus | null> {
  const latest = await knex("officer_requests").where({ kind: "appointment", officer_user_id: userId }).orderBy("id", "desc").first("status");
  return (latest?.status as OfficerRequestStatus | undefined) ?? null;
}
