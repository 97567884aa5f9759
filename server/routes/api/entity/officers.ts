import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { HttpError } from "../../../services/HttpError.ts";
import type { Identity } from "../../../services/login.ts";
import { matchingEntities, type EntityQuery } from "../../../services/matchingEntities.ts";
import { claimByStaff, requestClaim } from "../../../services/officerRequests.ts";
import { isStaff } from "../../../services/roles.ts";

/** What the claim answers while staff have not approved it (decision 0013). */
export const CLAIM_PENDING = "Claim recorded: staff will approve it before you can act for this applicant";
export const CLAIM_WAITING = "This claim is already waiting for staff approval";

/** Officer calls on entities: search by NFA number and claim (spec 000 §7 'Entities search', 'Claim'). */
export default async function entityOfficers(app: FastifyInstance) {
  const officerOnly = (identity: Identity | null) => {
    if (!identity || !["supporting_officer", "staff", "admin"].includes(identity.role)) throw new HttpError(403, "Only supporting officers and staff can do this");
    return identity;
  };

  app.get<{ Querystring: EntityQuery }>(
    "/search",
    {
      preHandler: app.authenticate,
      schema: { tags: ["officers"], summary: "Find entities to claim, by NFA registration number", querystring: { type: "object", properties: { nfa_registration_number: { type: "string", maxLength: 100 }, supporting_officer_id: { type: "integer" } } }, response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, entities: { type: "array", items: { type: "object", additionalProperties: true } } } }), ...errorResponses } },
    },
    async (request) => {
      officerOnly(request.identity);
      const found = await matchingEntities(app.knex, request.query);
      // This older call keeps its five fields; GET /admin/supporting-officer/entities answers the fuller rows.
      const entities = found.map((e) => ({ id: e.id, nfa_registration_number: e.nfa_registration_number, applicant_email_address: e.primary_email, applicant_cell_phone: e.cell_phone, entity_number: e.entity_number }));
      return ok({ msg: `${entities.length} applicant(s) found`, entities });
    },
  );

  app.put<{ Params: { entityId: number; userId: number } }>(
    "/replace-supporting-officer/:entityId/:userId",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["officers"],
        summary: "Claim an applicant's account for a supporting officer (0: the caller): an officer's claim waits for staff approval, staff claiming for an officer is approved at once (decision 0013)",
        params: { type: "object", required: ["entityId", "userId"], properties: { entityId: { type: "integer", minimum: 1 }, userId: { type: "integer", minimum: 0 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, status: { enum: ["pending", "approved"] } } }), ...errorResponses },
      },
    },
    async (request) => {
      const identity = officerOnly(request.identity);
      const officerId = request.params.userId || identity.userId;
      if (officerId !== identity.userId && identity.role === "supporting_officer") throw new HttpError(403, "You can only claim accounts for yourself");
      const officer = await app.knex("users").where({ id: officerId, role: "supporting_officer" }).first();
      if (!officer) throw new HttpError(404, "Supporting officer not found");
      if (!(await app.knex("entities").where({ id: request.params.entityId }).first())) throw new HttpError(404, "Entity not found");
      const claimed = await app.knex("officer_entities").where({ officer_user_id: officerId, entity_id: request.params.entityId }).first();
      if (claimed) return ok({ msg: "This account is already associated with the officer", status: "approved" });
      // Staff appoint directly; an officer's own claim is recorded and waits for staff (decision 0013).
      if (isStaff(identity)) {
        await claimByStaff(app.knex, officerId, request.params.entityId, identity.userId);
        return ok({ msg: "Account claimed successfully", status: "approved" });
      }
      const recorded = await requestClaim(app.knex, officerId, request.params.entityId, identity.userId);
      return ok({ msg: recorded ? CLAIM_PENDING : CLAIM_WAITING, status: "pending" });
    },
  );
}
