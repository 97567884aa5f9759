import type { FastifyInstance } from "fastify";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { submittedCase } from "./moveCase.ts";
import { STAFF_ROLES } from "./roles.ts";
import { recordEvent } from "./transactions.ts";

/** A user's name as staff read it: an officer's name, else the account's name, else the email. */
export const staffName = (user: { supporting_officer_name?: unknown; name_of_applicant?: unknown; email?: unknown }): string => String(user.supporting_officer_name ?? user.name_of_applicant ?? user.email ?? "");

/** The staff members a case may be assigned to, by name. */
export async function staffMembers(app: FastifyInstance): Promise<Array<{ id: number; name: string }>> {
  const rows = (await app.knex("users").whereIn("role", STAFF_ROLES).orderBy("id").select("id", "name_of_applicant", "supporting_officer_name", "email")) as Array<Record<string, unknown>>;
  return rows.map((r) => ({ id: Number(r.id), name: staffName(r) })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Assigns a submitted case to a staff member (`me`: the caller), or unassigns it (null), and
 * records who did it and when in the case's history (issue 17). An assignee who is not staff, or
 * does not exist, is refused with 400: the case never lands with someone who cannot open it.
 */
export async function assignCase(app: FastifyInstance, id: number, assignee: number | "me" | null, identity: Identity): Promise<{ assigned_to: { id: number; name: string } | null }> {
  const row = await submittedCase(app, id);
  const userId = assignee === "me" ? identity.userId : assignee;
  const user = userId === null ? null : ((await app.knex("users").where({ id: userId }).first("id", "role", "name_of_applicant", "supporting_officer_name", "email")) as Record<string, unknown> | undefined);
  if (userId !== null && (!user || !(STAFF_ROLES as readonly string[]).includes(String(user.role)))) throw new HttpError(400, "A case can be assigned only to a member of staff", [{ pointer: "/assignee", message: "This user is not a member of staff" }]);
  const assigned = user ? { id: Number(user.id), name: staffName(user) } : null;
  await app.knex.transaction(async (trx) => {
    await trx("transactions").where({ id: row.id }).update({ assigned_to: assigned?.id ?? null, updated_at: trx.fn.now() });
    await recordEvent(trx, row.id, identity, assigned ? "assigned" : "unassigned", null, assigned ? `Assigned to ${assigned.name}` : "No longer assigned");
  });
  return { assigned_to: assigned };
}
