import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";

/** Development only (not registered when NODE_ENV=production): the mail outbox. */
export default async function dev(app: FastifyInstance) {
  app.get<{ Querystring: { to?: string } }>(
    "/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Mails and texts the portal would have sent (development only)",
        querystring: { type: "object", properties: { to: { type: "string", maxLength: 254 } } },
        response: { 200: okSchema({ type: "object", properties: { messages: { type: "array", items: { type: "object", additionalProperties: true } } } }), ...errorResponses },
      },
    },
    async (request) => {
      const query = app.knex("mail_outbox").orderBy("id", "desc").limit(100);
      if (request.query.to) query.where({ recipient: request.query.to });
      return ok({ messages: await query });
    },
  );
}
