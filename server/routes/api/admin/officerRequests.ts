import type { FastifyInstance } from "fastify";
import { officerRequestsAnswerSchema, type OfficerRequestStatus, type OfficerRequestsAnswer } from "../../../../engine/api/officerRequestsContract.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import type { Identity } from "../../../services/login.ts";
import { decideRequest, listRequests } from "../../../services/officerRequests.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";

/** What the decision answers, by kind: the officer learns it at their next sign-in. */
const DECIDED = {
  appointment: { approved: "Officer registration approved", refused: "Officer registration refused" },
  claim: { approved: "Claim approved", refused: "Claim refused" },
} as const;

/**
 * Officers by appointment (issue 13, decision 0013): staff list the pending officer registrations
 * and claims, with the audit trail of decided ones, and approve or refuse each.
 */
export default async function adminOfficerRequests(app: FastifyInstance) {
  const staffOnly = requireRoles(app, STAFF_ROLES);

  app.get<{ Querystring: { status?: OfficerRequestStatus | "all" } }>(
    "/officer-requests",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: officer registrations and claims, pending ones by default (status=all for the audit trail, newest first, at most 200)",
        querystring: { type: "object", additionalProperties: false, properties: { status: { enum: ["pending", "approved", "refused", "all"] } } },
        response: { 200: okSchema(officerRequestsAnswerSchema), ...errorResponses },
      },
    },
    async (request) => {
      const requests = await listRequests(app.knex, request.query.status ?? "pending");
      return ok<OfficerRequestsAnswer>({ msg: requests.length ? `${requests.length} request(s) found` : "No requests found", requests });
    },
  );

  app.put<{ Params: { requestId: number }; Body: { decision: "approved" | "refused" } }>(
    "/officer-requests/:requestId",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: approve or refuse a pending officer registration or claim (409 when already decided)",
        params: { type: "object", additionalProperties: false, required: ["requestId"], properties: { requestId: { type: "integer", minimum: 1 } } },
        body: { type: "object", additionalProperties: false, required: ["decision"], properties: { decision: { enum: ["approved", "refused"] } } },
        response: { 200: okSchema({ type: "object", additionalProperties: false, properties: { msg: { type: "string" } } }), ...errorResponses },
      },
    },
    async (request) => {
      const kind = await decideRequest(app.knex, request.params.requestId, request.body.decision, (request.identity as Identity).userId);
      return ok({ msg: DECIDED[kind][request.body.decision] });
    },
  );
}
