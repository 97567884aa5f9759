import type { FastifyInstance } from "fastify";
import type { Revocation } from "../../../../engine/certificates/Revocation.ts";
import { variationAnswerSchema, varyRequestSchema, type VaryRequest } from "../../../../engine/api/licenceVariationContract.ts";
import { reinstatementSchema, reinstateRequestSchema, suspendRequestSchema, suspensionSchema, type ReinstateRequest, type SuspendRequest } from "../../../../engine/api/licenceStatusContract.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { emptyBody } from "../../../services/emptyBody.ts";
import type { Identity } from "../../../services/login.ts";
import { reinstateCertificate } from "../../../services/reinstateCertificate.ts";
import { revokeCertificate } from "../../../services/revokeCertificate.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";
import { suspendCertificate } from "../../../services/suspendCertificate.ts";
import { varyLicence } from "../../../services/variations/varyLicence.ts";

const params = { type: "object", required: ["certificateId"], properties: { certificateId: { type: "integer", minimum: 1 } } } as const;

/** POST /api/admin/certificates/:certificateId/revoke: params, body and answer (a Revocation, engine/certificates/Revocation.ts). */
export const revokeSchema = {
  params,
  body: { type: "object", required: ["reason"], additionalProperties: false, properties: { reason: { type: "string", minLength: 1, maxLength: 2000 } } },
  response: okSchema({ type: "object", properties: { msg: { type: "string" }, revoked_at: { type: "string" } } }),
} as const;

/**
 * Staff revoke an issued licence (issue 17, decision 0039): the reason is required and goes into
 * the case's history. And suspend it, lift its suspension, or vary its conditions (issue 29, decision 0071).
 */
export default async function adminCertificates(app: FastifyInstance) {
  const staff = requireRoles(app, STAFF_ROLES);
  app.post<{ Params: { certificateId: number }; Body: { reason: string } }>(
    "/certificates/:certificateId/revoke",
    {
      preHandler: staff,
      schema: { tags: ["admin"], summary: "Staff: revoke an issued licence (and its ID card) with a reason; recorded in the case history; a second revocation is refused with 409", params: revokeSchema.params, body: revokeSchema.body, response: { 200: revokeSchema.response, ...errorResponses } },
    },
    async (request) => {
      const revoked = await revokeCertificate(app.knex, request.params.certificateId, request.body.reason, request.identity as Identity);
      const answer: Revocation = { msg: "The licence has been revoked", revoked_at: revoked.revoked_at };
      return ok(answer);
    },
  );

  app.post<{ Params: { certificateId: number }; Body: SuspendRequest }>(
    "/certificates/:certificateId/suspend",
    {
      preHandler: staff,
      schema: { tags: ["admin"], summary: "Staff: suspend a licence with a reason, until a day (the first day it is valid again) or until lifted; 409 when it is revoked, expired or already suspended", params, body: suspendRequestSchema, response: { 200: okSchema(suspensionSchema), ...errorResponses } },
    },
    async (request) => ok(await suspendCertificate(app.knex, request.params.certificateId, request.body, request.identity as Identity, app.definitions.today())),
  );

  app.post<{ Params: { certificateId: number }; Body: ReinstateRequest | undefined }>(
    "/certificates/:certificateId/reinstate",
    {
      preHandler: staff,
      preValidation: emptyBody,
      schema: { tags: ["admin"], summary: "Staff: lift a licence's suspension (a reason optional), so it is valid again; 409 when it is not suspended", params, body: reinstateRequestSchema, response: { 200: okSchema(reinstatementSchema), ...errorResponses } },
    },
    async (request) => ok(await reinstateCertificate(app.knex, request.params.certificateId, request.body?.reason, request.identity as Identity, app.definitions.today())),
  );

  app.post<{ Params: { certificateId: number }; Body: VaryRequest }>(
    "/certificates/:certificateId/vary",
    {
      preHandler: staff,
      schema: { tags: ["admin"], summary: "Staff: vary a licence's conditions (what changes, from which day); the holder is asked to acknowledge it; 409 when it is revoked or expired", params, body: varyRequestSchema, response: { 200: okSchema(variationAnswerSchema), ...errorResponses } },
    },
    async (request) => ok(await varyLicence(app.knex, request.params.certificateId, request.body, request.identity as Identity, app.definitions.today())),
  );
}
