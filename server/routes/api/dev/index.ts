import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";

/**
 * The development mail outbox: registered only when DEV_OUTBOX=on, and even then readable by staff
 * alone, since it holds reset links (decision 0012; issue 13 finding 1).
 */
export default async function dev(app: FastifyInstance) {
  app.get<{ Querystring: { to?: string } }>(
    "/outbox",
    {
      preHandler: requireRoles(app, STAFF_ROLES),
      schema: {
        tags: ["dev"],
        summary: "Mails and texts the portal would have sent (development only, DEV_OUTBOX=on; staff)",
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
