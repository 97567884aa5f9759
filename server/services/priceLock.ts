import type { FastifyInstance } from "fastify";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import type { PriceLock } from "../../engine/fees/calculateFees.ts";
import { COVERING_STATUSES } from "./paymentCoverage.ts";

/**
 * The prices a paid draft keeps (decision 0041): the fee lines as the version of its first covering
 * payment had them, on the day that payment was priced. A fee raised afterwards, in a new version or
 * from a later date, does not ask more of an applicant whose paid answers did not change; a line
 * they did not pay for costs today's price. None when nothing is paid, when the payment predates
 * versions being recorded, or when `judging` declares its fees apply to paid drafts.
 */
export async function priceLock(app: FastifyInstance, appType: string, tempId: string, judging: CompiledDefinition): Promise<PriceLock | undefined> {
  const first = (await app.knex("payments").where({ temp_trans_id: tempId }).whereIn("status", COVERING_STATUSES).whereNotNull("definition_version").orderBy("id").first("definition_version", "priced_on")) as { definition_version: string; priced_on: string | null } | undefined;
  if (!first?.priced_on) return undefined;
  if (judging.definition.migrations?.feesApplyToPaidDrafts && judging.definition.version !== first.definition_version) return undefined;
  const paidUnder = app.definitions.version(appType, first.definition_version);
  if (!paidUnder) return undefined;
  return { day: first.priced_on, amounts: Object.fromEntries((paidUnder.definition.fees?.lines ?? []).map((line) => [line.id, line.amounts])) };
}
