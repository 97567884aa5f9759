import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import type { Identity } from "../../../services/login.ts";
import { OFFICER_ROLES, requireRoles } from "../../../services/roles.ts";
import { searchEntities } from "../../../services/searchEntities.ts";

const entity = {
  type: "object",
  properties: {
    id: { type: "integer" },
    nfa_registration_number: { type: ["string", "null"] },
    entity_number: { type: "string" },
    applicant_type: { type: "string" },
    applicant_email_address: { type: ["string", "null"] },
    applicant_cell_phone: { type: ["string", "null"] },
    supporting_officer_name: { type: ["string", "null"] },
    claimed_by_me: { type: "boolean" },
    claim_pending_for_me: { type: "boolean" },
    users: { type: "array", items: { type: "object", properties: { id: { type: "integer" }, email: { type: ["string", "null"] }, entity_user: { type: "object", properties: { is_primary: { type: "boolean" }, is_replaced_supporting_officer: { type: "string" }, updated_at: { type: "string" } } } } } },
  },
};

/**
 * The supporting-officer dashboard's search (spec 000 §2 /admin/supporting-officer, §3 'Entity
 * search result'): Claim is PUT /api/entity/replace-supporting-officer/{entityId}/{userId or 0},
 * View Accounts is GET /api/users/entities; both already refuse other roles.
 */
export default async function adminSupportingOfficer(app: FastifyInstance) {
  app.get<{ Querystring: { nfa_registration_number?: string; supporting_officer_id?: number } }>(
    "/supporting-officer/entities",
    {
      preHandler: requireRoles(app, OFFICER_ROLES),
      schema: {
        tags: ["admin"],
        summary: "Officers and staff: entities by NFA registration number (or those an officer is associated with), with their users and claim marks",
        querystring: { type: "object", additionalProperties: false, properties: { nfa_registration_number: { type: "string", maxLength: 100 }, supporting_officer_id: { type: "integer", minimum: 1 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, entities: { type: "array", items: entity } } }), ...errorResponses },
      },
    },
    async (request) => {
      const entities = await searchEntities(app.knex, request.query, (request.identity as Identity).userId);
      return ok({ msg: `${entities.length} applicant(s) found`, entities });
    },
  );
}
