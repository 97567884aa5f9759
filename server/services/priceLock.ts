import type { FastifyInstance } from "fastify";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import type { PriceLock } from "../../engine/fees/calculateFees.ts";
import { priceLockOf } from "../../engine/versions/priceLockOf.ts";
import { loadTogether } from "./loadTogether.ts";
import { COVERING_STATUSES } from "./paymentCoverage.ts";
import { readerOf } from "./readConnection.ts";
import { perDatabase } from "./together.ts";
import { allRows, placeholders } from "./withStatements.ts";

/** The version and day each application's first covering payment was priced under, one query for the requests made together (docs/decisions/0025). */
const firstPricedTogether = perDatabase((knex) =>
  loadTogether<string, { version: string; day: string }>(async (tempIds) => {
    const rows = await allRows<{ temp_trans_id: string; definition_version: string; priced_on: string }>(
      readerOf(knex),
      `select "temp_trans_id", "definition_version", "priced_on" from "payments" where "temp_trans_id" in (${placeholders(tempIds.length)}) and "status" in (${placeholders(COVERING_STATUSES.length)}) and "definition_version" is not null and "priced_on" is not null order by "id"`,
      [...tempIds, ...COVERING_STATUSES],
    );
    const first = new Map<string, { version: string; day: string }>();
    for (const row of rows) if (!first.has(row.temp_trans_id)) first.set(row.temp_trans_id, { version: row.definition_version, day: row.priced_on });
    return [...first];
  }),
);

/**
 * The prices a paid draft keeps (decision 0041): the fee lines as the version of its first covering
 * payment had them, on the day that payment was priced. A fee raised afterwards, in a new version or
 * from a later date, does not ask more of an applicant whose paid answers did not change; a line
 * they did not pay for costs today's price. None when nothing is paid, when the payment predates
 * versions being recorded, or when `judging` declares its fees apply to paid drafts.
 */
export async function priceLock(app: FastifyInstance, appType: string, tempId: string, judging: CompiledDefinition): Promise<PriceLock | undefined> {
  const first = await firstPricedTogether(app.knex)(tempId);
  return priceLockOf(first, first ? app.definitions.version(appType, first.version) : undefined, judging);
}
