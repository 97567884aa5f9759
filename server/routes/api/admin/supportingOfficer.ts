import type { FastifyInstance } from "fastify";
import { entitySearchAnswerSchema, type EntitySearchAnswer } from "../../../../engine/api/entitySearchContract.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import type { Identity } from "../../../services/login.ts";
import { OFFICER_ROLES, requireRoles } from "../../../services/roles.ts";
import { searchEntities } from "../../../services/searchEntities.ts";

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
        response: { 200: okSchema(entitySearchAnswerSchema), ...errorResponses },
      },
    },
    async (request) => {
      const entities = await searchEntities(app.knex, request.query, (request.identity as Identity).userId);
      return ok<EntitySearchAnswer>({ msg: `${entities.length} applicant(s) found`, entities });
    },
  );
}
