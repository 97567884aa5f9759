import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { OFFICER_ROLES, requireRoles } from "../../../services/roles.ts";

const officer = {
  type: "object",
  properties: { id: { type: "integer" }, email: { type: ["string", "null"] }, supporting_officer_name: { type: ["string", "null"] }, supporting_officer_role: { type: "string" } },
};

/**
 * The supporting officers' users list (spec 000 §7 'Officer users list', path /users/supporting-officers):
 * the supporting-officer dashboard filters applicants by officer and claims for one. Officers and
 * staff only; applicants get 403, visitors 401.
 */
export default async function supportingOfficers(app: FastifyInstance) {
  app.get(
    "/supporting-officers",
    {
      preHandler: requireRoles(app, OFFICER_ROLES),
      schema: { tags: ["officers"], summary: "Officers and staff: the supporting officers (id, email, name, role)", response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, users: { type: "array", items: officer } } }), ...errorResponses } },
    },
    async () => {
      const users = await app.knex("users").where({ role: "supporting_officer" }).orderBy("id").select("id", "email", "supporting_officer_name", "supporting_officer_role");
      return ok({ msg: `${users.length} supporting officer(s)`, users: users.map((u: { id: number }) => ({ ...u, id: Number(u.id) })) });
    },
  );
}
