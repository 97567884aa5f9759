import type { FastifyInstance } from "fastify";
import { readDate } from "../../engine/dates/readDate.ts";
import { todayInJamaica } from "../plugins/app/definitions.ts";
import { entityProfile } from "./accounts.ts";
import { HttpError } from "./HttpError.ts";
import { parseJson } from "./json.ts";
import { submittedCase } from "./moveCase.ts";

/** A day 'YYYY-MM-DD' from a stored timestamp, as it was in Jamaica. */
const dayOf = (value: unknown): string | null => {
  const read = readDate(value);
  return read ? `${read.year}-${String(read.month).padStart(2, "0")}-${String(read.day).padStart(2, "0")}` : null;
};

/**
 * What a submitted case is judged on again: its type's compiled definition, its answers, and its
 * applicant's profile on the day it was submitted in Jamaica (a portal told its day, PORTAL_TODAY
 * for demonstrations and tests, judged it on that day, so that one), and the row itself.
 */
export async function replayCase(app: FastifyInstance, id: number) {
  const row = await submittedCase(app, id);
  const compiled = app.definitions.get(row.app_type);
  if (!compiled) throw new HttpError(404, `Unknown application type ${row.app_type}`);
  const entity = row.entity_id ? await app.knex("entities").where({ id: row.entity_id }).first() : null;
  const today = app.definitions.today();
  const judgedOn = today !== todayInJamaica() ? today : (dayOf(row.submitted_on) ?? today);
  const context = await app.definitions.context(entity ? entityProfile(entity) : {}, judgedOn);
  return { row, compiled, answers: parseJson<Record<string, unknown>>(row.answers, {}), context, judgedOn };
}
