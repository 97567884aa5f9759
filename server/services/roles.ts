import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Identity } from "./login.ts";

/** The roles a user row may hold (migrations/0001_accounts.ts); checked here, never by the client. */
export type Role = "applicant" | "supporting_officer" | "staff" | "admin";

/** Staff and admin: the admin area and case processing (spec 000 §6 'Admin and staff'). */
export const STAFF_ROLES: readonly Role[] = ["staff", "admin"];

/** Supporting officers (Clerical Officer, Records Officer, Cashier, Field Officer) and staff. */
export const OFFICER_ROLES: readonly Role[] = ["supporting_officer", "staff", "admin"];

/** The 403 message: the screen may have shown the button, the server still refuses. */
export const FORBIDDEN = "You are not allowed to do this";

/** Whether the identity is staff or admin. */
export const isStaff = (identity: Identity | null): boolean => identity !== null && (STAFF_ROLES as readonly string[]).includes(identity.role);

/**
 * A preHandler that lets through only a signed-in user of one of `roles`: no token gives the
 * spec's 401 (from `app.authenticate`), any other role 403, whatever the client shows.
 */
export function requireRoles(app: FastifyInstance, roles: readonly Role[]) {
  return async function roleCheck(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await app.authenticate(request, reply);
    if (reply.sent) return;
    if (!(roles as readonly string[]).includes(request.identity?.role ?? "")) {
      await reply.code(403).send({ success: false, statusCode: 403, data: { msg: FORBIDDEN } });
    }
  };
}
