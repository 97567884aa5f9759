import { licencesForTypes } from "./applicantContext.ts";
import type { FastifyInstance } from "fastify";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { readDate } from "../../engine/dates/readDate.ts";
import type { Answers, EngineContext } from "../../engine/types.ts";
import { frozenJudgement, type FrozenJudgement } from "../../engine/versions/frozenJudgement.ts";
import { todayInJamaica } from "../plugins/app/definitions.ts";
import { entityProfile } from "./accounts.ts";
import { HttpError } from "./HttpError.ts";
import { parseJson } from "./json.ts";
import { submittedCase } from "./moveCase.ts";
import type { TransactionRow } from "./transactions.ts";

/** A day 'YYYY-MM-DD' from a stored timestamp, as it was in Jamaica. */
const dayOf = (value: unknown): string | null => {
  const read = readDate(value);
  return read ? `${read.year}-${String(read.month).padStart(2, "0")}-${String(read.day).padStart(2, "0")}` : null;
};

/** A submitted application as it was judged: the version that judged it, its answers and the frozen judgement. */
export interface JudgedCase {
  row: TransactionRow;
  compiled: CompiledDefinition;
  answers: Answers;
  context: EngineContext;
  judgedOn: string;
  frozen: FrozenJudgement;
}

/**
 * A submitted application as it was judged (decision 0041, STYLE habit 17): the version recorded
 * with it (the one that judged it; versions never change, so it reads the same whatever the files
 * say today) and its frozen judgement: the day, the context (seasons, the applicant's profile), the
 * path, the answers as shown, documents and fees. An application submitted before judgements
 * were frozen is frozen on first read, judged as it was then: by its recorded version, on the day it
 * was submitted in Jamaica, with its applicant's profile (PORTAL_TODAY's day when the portal is
 * told one), and that is kept.
 */
export async function judgedCase(app: FastifyInstance, row: TransactionRow): Promise<JudgedCase> {
  const answers = parseJson<Answers>(row.answers, {});
  const kept = parseJson<FrozenJudgement | null>(row.frozen, null);
  const compiled = app.definitions.version(row.app_type, kept?.version ?? row.definition_version) ?? app.definitions.get(row.app_type);
  if (!compiled) throw new HttpError(404, `Unknown application type ${row.app_type}`);
  if (kept) return { row, compiled, answers, context: kept.context, judgedOn: kept.judgedOn, frozen: kept };
  const entity = row.entity_id ? await app.knex("entities").where({ id: row.entity_id }).first() : null;
  const today = app.definitions.today();
  const judgedOn = today !== todayInJamaica() ? today : (dayOf(row.submitted_on) ?? today);
  const context = await app.definitions.context(entity ? entityProfile(entity) : {}, judgedOn, await licencesForTypes(app, [row.app_type], row.entity_id));
  const frozen = frozenJudgement(compiled, answers, context);
  await app.knex("transactions").where({ id: row.id }).whereNull("frozen").update({ frozen: JSON.stringify(frozen), definition_version: compiled.definition.version });
  return { row: { ...row, frozen: JSON.stringify(frozen) }, compiled, answers, context, judgedOn, frozen };
}

/** A submitted case by its id, as it was judged (judgedCase); 404 unknown, 409 a draft. */
export async function replayCase(app: FastifyInstance, id: number): Promise<JudgedCase> {
  return judgedCase(app, await submittedCase(app, id));
}
