import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { adminResetToken, searchUsers } from "../../../services/adminUsers.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";

const user = {
  type: "object",
  properties: {
    id: { type: "integer" },
    email: { type: ["string", "null"] },
    cell_phone_user: { type: ["string", "null"] },
    name_of_applicant: { type: ["string", "null"] },
    role: { type: "string" },
    login_as: { type: "string" },
    supporting_officer_role: { type: "string" },
    supporting_officer_name: { type: ["string", "null"] },
    entities: { type: "array", items: { type: "object", properties: { id: { type: "integer" }, entity_number: { type: "string" }, nfa_registration_number: { type: ["string", "null"] }, applicant_type: { type: "string" } } } },
  },
};

/** User support for staff (spec 000 §2 /admin/users, §7 'Users search', 'Admin password reset'). */
export default async function adminUsers(app: FastifyInstance) {
  const staffOnly = requireRoles(app, STAFF_ROLES);

  app.get<{ Querystring: { email?: string; cell_phone_user?: string } }>(
    "/users",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: users whose email and/or cell phone contain the text searched (at most 50)",
        querystring: { type: "object", additionalProperties: false, properties: { email: { type: "string", maxLength: 254 }, cell_phone_user: { type: "string", maxLength: 20 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, users: { type: "array", items: user } } }), ...errorResponses },
      },
    },
    async (request) => {
      const users = await searchUsers(app.knex, request.query);
      return ok({ msg: users.length ? `${users.length} user(s) found` : "No users found", users });
    },
  );

  app.put<{ Params: { userId: number } }>(
    "/users/password-reset/:userId",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: a single-use reset link for a user (valid 60 minutes); open /reset-password/{data.id}",
        params: { type: "object", required: ["userId"], properties: { userId: { type: "integer", minimum: 1 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, id: { type: "string" } } }), ...errorResponses },
      },
    },
    async (request) => ok({ msg: "Password reset link created", id: await adminResetToken(app.knex, request.params.userId) }),
  );
}
