import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { HttpError } from "../../../services/HttpError.ts";

/** Entity calls: checking a previous transaction number for the licence pre-check (spec 001 §7). */
export default async function entity(app: FastifyInstance) {
  app.get<{ Params: { entityId: number; transactionNumber: string } }>(
    "/validate-transaction-number/:entityId/:transactionNumber",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["entity"],
        summary: "Whether a transaction number is a submitted application of this entity",
        params: { type: "object", required: ["entityId", "transactionNumber"], properties: { entityId: { type: "integer" }, transactionNumber: { type: "string", maxLength: 40 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" } } }), ...errorResponses },
      },
    },
    async (request) => {
      if (request.identity?.entityId !== request.params.entityId) throw new HttpError(404, "Transaction Number Not Found");
      const row = await app.knex("transactions").where({ trans_number: request.params.transactionNumber.trim(), entity_id: request.params.entityId }).first();
      if (!row) throw new HttpError(404, "Transaction Number Not Found");
      return ok({ msg: "Transaction number is valid" });
    },
  );
}
