import type { Knex } from "knex";

/**
 * Statuses of a payment that count towards an application's fees (decision 0014): completed
 * payments, and offline payments recorded as pending, which staff must confirm before a case can
 * be approved (moveCase refuses 'Payment Approved' and 'Licence Approved' while one is pending).
 */
export const COVERING_STATUSES = ["completed", "pending"] as const;

/** What the payments of an application have paid so far, in cents, counting the covering statuses only. */
export async function coveredCents(knex: Knex, tempId: string, statuses: readonly string[] = COVERING_STATUSES): Promise<number> {
  const row = await knex("payments").where({ temp_trans_id: tempId }).whereIn("status", statuses).sum({ paid: "amount_cents" }).first<{ paid: number | string | null } | undefined>();
  return Number(row?.paid ?? 0);
}

/** The amount of integer cents as the fee summary writes it after "JMD ": 2,000.00 (engine/fees/formatMoney.ts). */
export { formatAmount as jmd } from "../../engine/fees/formatMoney.ts";
