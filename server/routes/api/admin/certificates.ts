import type { FastifyInstance } from "fastify";
import type { Revocation } from "../../../../engine/certificates/Revocation.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import type { Identity } from "../../../services/login.ts";
import { revokeCertificate } from "../../../services/revokeCertificate.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";

/** POST /api/admin/certificates/:certificateId/revoke: params, body and answer (a Revocation, engine/certificates/Revocation.ts). */
export const revokeSchema = {
  params: { type: "object", required: ["certificateId"], properties: { certificateId: { type: "integer", minimum: 1 } } },
  body: { type: "object", required: ["reason"], additionalProperties: false, properties: { reason: { type: "string", minLength: 1, maxLength: 2000 } } },
  response: okSchema({ type: "object", properties: { msg: { type: "string" }, revoked_at: { type: "string" } } }),
} as const;

/** Staff revoke an issued licence (issue 17, decision 0039): the reason is required and goes into the case's history. */
export default async function adminCertificates(app: FastifyInstance) {
  app.post<{ Params: { certificateId: number }; Body: { reason: string } }>(
    "/certificates/:certificateId/revoke",
    {
      preHandler: requireRoles(app, STAFF_ROLES),
      schema: { tags: ["admin"], summary: "Staff: revoke an issued licence (and its ID card) with a reason; recorded in the case history; a second revocation is refused with 409", params: revokeSchema.params, body: revokeSchema.body, response: { 200: revokeSchema.response, ...errorResponses } },
    },
    async (request) => {
      const revoked = await revokeCertificate(app.knex, request.params.certificateId, request.body.reason, request.identity as Identity);
      const answer: Revocation = { msg: "The licence has been revoked", revoked_at: revoked.revoked_at };
      return ok(answer);
    },
  );
}
