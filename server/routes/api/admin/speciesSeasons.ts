import type { FastifyInstance } from "fastify";
import { monthDay } from "../../../../engine/dates/monthDay.ts";
import { seasonDates } from "../../../../engine/dates/seasonDates.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";

const DAY = { type: "string", pattern: "^(\\d{4}-)?\\d{2}-\\d{2}$", description: "MM-DD, or YYYY-MM-DD whose year is dropped" };
const season = {
  type: "object",
  properties: {
    id: { type: "integer" },
    specie_name: { type: "string" },
    start_date: { type: "string", description: "month-day as stored, MM-DD" },
    end_date: { type: "string", description: "month-day as stored, MM-DD" },
    description: { type: ["string", "null"] },
    start_date_shown: { type: "string", description: "the start of the season running today, else of the next one, YYYY-MM-DD (decision 0021)" },
    end_date_shown: { type: "string", description: "the end of that season, YYYY-MM-DD: in the following year when the season wraps, 29 February only in a leap year" },
  },
};
/**
 * A stored season with the real dates of its running or next occurrence (decision 0021: spec 000
 * §3 prefixes the current year, which showed conch closed '8 August 2026 – 29 February 2026').
 */
function withDates<T extends { start_date: string; end_date: string }>(row: T, today: string): T & { start_date_shown: string; end_date_shown: string } {
  const dates = seasonDates({ start: row.start_date, end: row.end_date }, today);
  return { ...row, start_date_shown: dates.start, end_date_shown: dates.end };
}

/**
 * The admin species closed seasons (spec 000 §2 /admin/species-seasons, §7 'Admin species list /
 * edit'): stored as month-day, shown as the dates of the season running or next. The wizards read the same table
 * through the engine context, so an edit changes at once which species they allow.
 */
export default async function speciesSeasons(app: FastifyInstance) {
  const staffOnly = requireRoles(app, STAFF_ROLES);

  app.get(
    "/species-seasons",
    { preHandler: staffOnly, schema: { tags: ["admin"], summary: "Staff: the species closed seasons table", response: { 200: okSchema({ type: "array", items: season }), ...errorResponses } } },
    async () => {
      const rows = await app.knex("species_seasons").select("id", "specie_name", "start_date", "end_date", "description").orderBy("id");
      return ok(rows.map((r: { start_date: string; end_date: string }) => withDates(r, app.definitions.today())));
    },
  );

  app.put<{ Params: { id: number }; Body: { specie_name?: string; start_date: string; end_date: string; description?: string | null } }>(
    "/species-seasons/:id",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: edit a closed season (the species name is read-only)",
        params: { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } },
        body: { type: "object", required: ["start_date", "end_date"], properties: { specie_name: { type: "string", maxLength: 80 }, start_date: DAY, end_date: DAY, description: { type: ["string", "null"], maxLength: 2000 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, season } }), ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.knex("species_seasons").where({ id: request.params.id }).first();
      if (!row) throw new HttpError(404, "Species season not found");
      const { specie_name: name, start_date: start, end_date: end, description } = request.body;
      if (name !== undefined && name !== row.specie_name) throw new HttpError(400, "The species name cannot be changed", [{ pointer: "/specie_name", message: "The species name cannot be changed" }]);
      const startDay = monthDay(start);
      const endDay = monthDay(end);
      if (!startDay || !endDay) throw new HttpError(400, "Enter real dates", [...(startDay ? [] : [{ pointer: "/start_date", message: "Not a valid date" }]), ...(endDay ? [] : [{ pointer: "/end_date", message: "Not a valid date" }])]);
      const changes = { start_date: startDay, end_date: endDay, ...(description !== undefined ? { description } : {}), updated_at: app.knex.fn.now() };
      await app.knex("species_seasons").where({ id: row.id }).update(changes);
      // Stored: every read and judgement from now on sees the new dates (docs/decisions/0025).
      await app.seasons.changed();
      const saved = await app.knex("species_seasons").where({ id: row.id }).select("id", "specie_name", "start_date", "end_date", "description").first();
      return ok({ msg: "Species season updated successfully", season: withDates(saved, app.definitions.today()) });
    },
  );
}
