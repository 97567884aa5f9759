import type { Knex } from "knex";
import { loadTogether } from "./loadTogether.ts";
import { readerOf } from "./readConnection.ts";
import { perDatabase } from "./together.ts";
import { allRows, placeholders } from "./withStatements.ts";
import { COVERING_STATUSES } from "../../engine/fees/coveringStatuses.ts";

/** Statuses of a payment that count towards an application's fees (decision 0014): engine/fees/coveringStatuses.ts. */
export { COVERING_STATUSES };

/** What the covering payments of many applications paid, one query through the driver for the submits made together (docs/decisions/0025). */
const coveredTogether = perDatabase((knex) =>
  loadTogether<string, { paid: number }>(async (tempIds) =>
    (
      await allRows<{ temp_trans_id: string; paid: number | string | null }>(
        readerOf(knex),
        `select "temp_trans_id", sum("amount_cents") as "paid" from "payments" where "temp_trans_id" in (${placeholders(tempIds.length)}) and "status" in (${placeholders(COVERING_STATUSES.length)}) group by "temp_trans_id"`,
        [...tempIds, ...COVERING_STATUSES],
      )
    ).map((r) => [r.temp_trans_id, { paid: Number(r.paid ?? 0) }]),
  ),
);

/** What the payments of an application have paid so far, in cents, counting the covering statuses only. */
export async function coveredCents(knex: Knex, tempId: string, statuses: readonly string[] = COVERING_STATUSES): Promise<number> {
  if (statuses === COVERING_STATUSES && !knex.isTransaction) return (await coveredTogether(knex)(tempId))?.paid ?? 0;
  const row = await knex("payments").where({ temp_trans_id: tempId }).whereIn("status", statuses).sum({ paid: "amount_cents" }).first<{ paid: number | string | null } | undefined>();
  return Number(row?.paid ?? 0);
}

/** The amount of integer cents as the fee summary writes it after "JMD ": 2,000.00 (engine/fees/formatMoney.ts). */
export { formatAmount as jmd } from "../../engine/fees/formatMoney.ts";
