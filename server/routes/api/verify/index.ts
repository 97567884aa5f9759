import type { FastifyInstance } from "fastify";
import type { Config } from "../../../config.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { verificationSchema, verifyCertificate } from "../../../services/verifyCertificate.ts";

/**
 * Public verification of a licence or ID card by the code printed on it (issue 17, decision 0039):
 * no login, limited per address, and only the status, the holder's name, the licence type and
 * the expiry, so a code read off someone's card tells nothing else about them.
 */
export default async function verify(app: FastifyInstance, opts: { config: Pick<Config, "verificationsPerMinute"> }) {
  app.get<{ Params: { code: string } }>(
    "/:code",
    {
      config: { rateLimit: { max: opts.config.verificationsPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["verify"],
        summary: "Anyone: whether the licence or ID card carrying this code is valid, expired or revoked, with the holder's name, the licence type and the expiry",
        params: { type: "object", required: ["code"], properties: { code: { type: "string", maxLength: 40 } } },
        response: { 200: okSchema(verificationSchema), ...errorResponses },
      },
    },
    async (request) => ok(await verifyCertificate(app.knex, request.params.code, app.definitions.today())),
  );
}
