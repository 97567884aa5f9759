import type { FastifyInstance } from "fastify";
import { renewalRequestSchema, startedRenewalSchema, type RenewalRequest } from "../../../../engine/api/renewalContract.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { applicantContext } from "../../../services/applicantContext.ts";
import { startRenewal } from "../../../services/startRenewal.ts";

/** Renew from the licence on the dashboard (issue 29, decision 0070). */
export default async function renewals(app: FastifyInstance) {
  app.post<{ Body: RenewalRequest }>(
    "/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["renewals"],
        summary: "The holder starts the renewal of one of their licences, prefilled from its last approved application as the type's definition says, or opens the one already started; someone else's licence answers 404, a revoked one or one whose renewal is already submitted 409",
        body: renewalRequestSchema,
        response: { 200: okSchema(startedRenewalSchema), ...errorResponses },
      },
    },
    async (request) => {
      const identity = request.identity as NonNullable<typeof request.identity>;
      return ok(await startRenewal(app.knex, (type) => app.definitions.get(type), (type) => applicantContext(app, identity, [type]), identity, request.body.licence_id, app.definitions.today()));
    },
  );
}
