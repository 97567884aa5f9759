import type { FastifyInstance } from "fastify";
import { staffTransfersSchema, transferAnswerSchema, transferRefusalSchema } from "../../../../engine/api/licenceTransferContract.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { emptyBody } from "../../../services/emptyBody.ts";
import type { Identity } from "../../../services/login.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";
import { openTransfers } from "../../../services/transfers/listTransfers.ts";
import { stepTransfer } from "../../../services/transfers/stepTransfer.ts";
import { noBody, transferParams } from "../licences/index.ts";

/**
 * Staff's side of licence transfers (issue 29, decision 0069): the open transfers, and approval
 * or refusal. An approval is refused with 409 until the new owner has confirmed.
 */
export default async function adminTransfers(app: FastifyInstance) {
  const staffOnly = requireRoles(app, STAFF_ROLES);
  const answer = { 200: okSchema(transferAnswerSchema), ...errorResponses };

  app.get(
    "/transfers",
    { preHandler: staffOnly, schema: { tags: ["admin"], summary: "Staff: the open licence transfers, oldest first (those the new owner confirmed await approval)", response: { 200: okSchema(staffTransfersSchema), ...errorResponses } } },
    async () => ok({ transfers: await openTransfers(app.knex, app.definitions.today()) }),
  );

  app.post<{ Params: { transferId: number } }>(
    "/transfers/:transferId/approve",
    { preHandler: staffOnly, preValidation: emptyBody, schema: { tags: ["admin"], summary: "Staff: approve a transfer the new owner confirmed: the licence becomes theirs; 409 before they confirm, after they decline, or once it has ended", params: transferParams, body: noBody, response: answer } },
    async (request) => ok(await stepTransfer(app.knex, request.params.transferId, "approve", request.identity as Identity, app.definitions.today())),
  );

  app.post<{ Params: { transferId: number }; Body: { reason: string } }>(
    "/transfers/:transferId/refuse",
    { preHandler: staffOnly, schema: { tags: ["admin"], summary: "Staff: refuse an open transfer, with the reason; 409 once it has ended", params: transferParams, body: transferRefusalSchema, response: answer } },
    async (request) => ok(await stepTransfer(app.knex, request.params.transferId, "refuse", request.identity as Identity, app.definitions.today(), request.body.reason)),
  );
}
