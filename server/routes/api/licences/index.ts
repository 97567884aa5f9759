import type { FastifyInstance } from "fastify";
import { myTransfersSchema, transferAnswerSchema, transferRequestSchema, type TransferRequest } from "../../../../engine/api/licenceTransferContract.ts";
import { licenceHistorySchema } from "../../../../engine/api/licenceHistoryContract.ts";
import { myVariationsSchema, variationAnswerSchema } from "../../../../engine/api/licenceVariationContract.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { licenceHistory } from "../../../services/licenceHistory.ts";
import { emptyBody } from "../../../services/emptyBody.ts";
import type { Identity } from "../../../services/login.ts";
import { myTransfers } from "../../../services/transfers/listTransfers.ts";
import { requestTransfer } from "../../../services/transfers/requestTransfer.ts";
import { stepTransfer } from "../../../services/transfers/stepTransfer.ts";
import { transferableCertificates, transferPolicyOf } from "../../../services/transfers/transferPolicy.ts";
import { acknowledgeVariation } from "../../../services/variations/acknowledgeVariation.ts";
import { variationsOf } from "../../../services/variations/variationViews.ts";

const certificateParams = { type: "object", required: ["certificateId"], properties: { certificateId: { type: "integer", minimum: 1 } } } as const;
/** The params of a step on a transfer, shared with the staff routes. */
export const transferParams = { type: "object", required: ["transferId"], properties: { transferId: { type: "integer", minimum: 1 } } } as const;
/** A step's body: nothing. */
export const noBody = { type: "object", additionalProperties: false, properties: {} } as const;

/** What each party's step is called in the API docs. */
const PARTY_STEPS = {
  confirm: "The new owner: confirm a transfer offered to you; staff may then approve it",
  decline: "The new owner: decline a transfer offered to you; it ends",
  withdraw: "The holder: withdraw your transfer while it is open",
} as const;

/**
 * Transfers of a licence to a new owner (issue 29, decision 0069) for the two parties: the holder
 * asks and may withdraw, the new owner confirms or declines, each in their own dashboard. Staff
 * approve or refuse under /api/admin/transfers. And the variations of the holder's licences, which
 * the holder acknowledges (decision 0071).
 */
export default async function licences(app: FastifyInstance) {
  const policyOf = transferPolicyOf(app);

  app.get(
    "/transfers",
    { preHandler: app.authenticate, schema: { tags: ["licences"], summary: "The signed-in entity's transfers both ways, and the licences it may transfer now", response: { 200: okSchema(myTransfersSchema), ...errorResponses } } },
    async (request) => {
      const identity = request.identity as Identity;
      const today = app.definitions.today();
      const [transfers, transferable] = await Promise.all([myTransfers(app.knex, identity.entityId, today), transferableCertificates(app.knex, identity.entityId, today, policyOf)]);
      return ok({ transfers, transferable });
    },
  );

  app.get<{ Params: { certificateId: number } }>(
    "/:certificateId/history",
    { preHandler: app.authenticate, schema: { tags: ["licences"], summary: "The holder or staff: the licence's one history, oldest first (issued, renewed, transfers, revoked, expired); someone else's licence answers 404", params: certificateParams, response: { 200: okSchema(licenceHistorySchema), ...errorResponses } } },
    async (request) => ok(await licenceHistory(app.knex, request.params.certificateId, request.identity as Identity, app.definitions.today())),
  );

  app.post<{ Params: { certificateId: number }; Body: TransferRequest }>(
    "/:certificateId/transfers",
    {
      preHandler: app.authenticate,
      schema: { tags: ["licences"], summary: "The holder: ask for the licence to pass to a new owner, named by their account's email address and NFA registration number or TRN (check_only: who that is, nothing written); 409 while another transfer of it is open", params: certificateParams, body: transferRequestSchema, response: { 200: okSchema(transferAnswerSchema), ...errorResponses } },
    },
    async (request) => ok(await requestTransfer(app.knex, request.params.certificateId, request.body, request.identity as Identity, app.definitions.today(), policyOf)),
  );

  for (const [step, summary] of Object.entries(PARTY_STEPS) as Array<[keyof typeof PARTY_STEPS, string]>) {
    app.post<{ Params: { transferId: number } }>(
      `/transfers/:transferId/${step}`,
      { preHandler: app.authenticate, preValidation: emptyBody, schema: { tags: ["licences"], summary: `${summary}; 409 when the transfer no longer stands where this step starts`, params: transferParams, body: noBody, response: { 200: okSchema(transferAnswerSchema), ...errorResponses } } },
      async (request) => ok(await stepTransfer(app.knex, request.params.transferId, step, request.identity as Identity, app.definitions.today())),
    );
  }

  app.get(
    "/variations",
    { preHandler: app.authenticate, schema: { tags: ["licences"], summary: "The variations of the licences the signed-in entity holds, newest first, each acknowledged or not", response: { 200: okSchema(myVariationsSchema), ...errorResponses } } },
    async (request) => ok({ variations: await variationsOf(app.knex, (request.identity as Identity).entityId) }),
  );

  app.post<{ Params: { variationId: number } }>(
    "/variations/:variationId/acknowledge",
    {
      preHandler: app.authenticate,
      preValidation: emptyBody,
      schema: { tags: ["licences"], summary: "The holder: acknowledge that you have read a variation of your licence; anyone else's answers 404; 409 once acknowledged", params: { type: "object", required: ["variationId"], properties: { variationId: { type: "integer", minimum: 1 } } }, body: noBody, response: { 200: okSchema(variationAnswerSchema), ...errorResponses } },
    },
    async (request) => ok(await acknowledgeVariation(app.knex, request.params.variationId, request.identity as Identity)),
  );
}
