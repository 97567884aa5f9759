import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { keptJson } from "../../../services/keptJson.ts";

const season = { type: "object", properties: { id: { type: "integer" }, specie_name: { type: "string" }, start_date: { type: "string" }, end_date: { type: "string" }, description: { type: ["string", "null"] } } };

/** Reference data the wizards read: closed seasons (which override the built-in ones) and guidelines. */
export default async function constants(app: FastifyInstance) {
  const sendSeasons = keptJson<readonly object[]>();
  app.get(
    "/species-seasons",
    { schema: { tags: ["constants"], summary: "Species closed seasons as month-day (spec 001 §7)", response: { 200: okSchema({ type: "array", items: season }), ...errorResponses } } },
    // Kept in memory until staff edit a season (app.seasons, docs/decisions/0025).
    async (_request, reply) => {
      const rows = await app.seasons.rows();
      return sendSeasons(reply, rows, () => ok(rows));
    },
  );

  app.get<{ Querystring: { application_type: string } }>(
    "/guidelines",
    {
      schema: {
        tags: ["constants"],
        summary: "Guidelines shown for an application type",
        querystring: { type: "object", required: ["application_type"], properties: { application_type: { type: "string", maxLength: 80 } } },
        response: { 200: okSchema({ type: "object", properties: { guidelines: { type: "array", items: { type: "string" } } } }), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await app.knex("guidelines").whereIn("application_type", [request.query.application_type, "ALL"]).orderBy(["position", "id"]);
      return ok({ guidelines: rows.map((r: { text: string }) => r.text) });
    },
  );

  app.get(
    "/context",
    {
      schema: {
        tags: ["constants"],
        summary: "The engine context the browser judges with: today in Jamaica and every season window (defaults overridden by the stored seasons)",
        response: { 200: okSchema({ type: "object", properties: { today: { type: "string" }, windows: { type: "object", additionalProperties: { type: "object", properties: { start: { type: "string" }, end: { type: "string" } } } } } }), ...errorResponses },
      },
    },
    async () => {
      const { today, windows } = await app.definitions.context({});
      return ok({ today, windows });
    },
  );
}
