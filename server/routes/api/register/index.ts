import type { FastifyInstance } from "fastify";
import { vesselRegisterPageSchema, vesselRegisterQuerySchema, type VesselRegisterQuery } from "../../../../engine/api/vesselRegisterContract.ts";
import type { Config } from "../../../config.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { searchRegister } from "../../../services/searchRegister.ts";

/**
 * The public register of licensed vessels (issue 29, decision 0066): no login, limited per
 * address, and only the vessel and its licence (name, registration number, home port, licence
 * type, validity, status), never anything about its holder or owners.
 */
export default async function register(app: FastifyInstance, opts: { config: Pick<Config, "registerSearchesPerMinute"> }) {
  app.get<{ Querystring: VesselRegisterQuery }>(
    "/vessels",
    {
      config: { rateLimit: { max: opts.config.registerSearchesPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["register"],
        summary: "Anyone: one page of the register of licensed vessels on the portal's day, searched by part of a vessel's name or registration number and filtered by status (valid, expired, revoked); nothing about holders or owners",
        querystring: vesselRegisterQuerySchema,
        response: { 200: okSchema(vesselRegisterPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await searchRegister(app.knex, app.definitions, request.query, app.definitions.today())),
  );
}
