import type { Knex } from "knex";

/** Where a licence's renewal stands (decision 0070): started, with the NFA, or issued. */
export interface RenewalState {
  state: "draft" | "submitted" | "issued";
  /** The renewal's transaction number, once submitted. */
  number: string | null;
}

/** Where one renewal stands, from its transaction and whether it issued a licence; null: closed without one, so no renewal at all. */
export function renewalState(row: { trans_number: string | null; status: string; issued: unknown }): RenewalState["state"] | null {
  if (row.issued) return "issued";
  if (!row.trans_number) return "draft";
  return row.status === "Case Closed" ? null : "submitted";
}

/**
 * The renewal of each of the licences `ids` that has one (decision 0070): a draft, a renewal
 * with the NFA, or one that issued a licence. A renewal closed without a licence is none.
 */
export async function renewalsOf(knex: Knex, ids: number[]): Promise<Map<number, RenewalState>> {
  if (!ids.length) return new Map();
  const rows = (await knex("transactions as t")
    .leftJoin("issued_certificates as c", "c.transaction_id", "t.id")
    .whereIn("t.renewal_of", ids)
    .select("t.renewal_of", "t.trans_number", "t.status", "c.id as issued")) as Array<{ renewal_of: number; trans_number: string | null; status: string; issued: number | null }>;
  const states = new Map<number, RenewalState>();
  for (const row of rows) {
    const state = renewalState(row);
    if (state) states.set(Number(row.renewal_of), { state, number: row.trans_number });
  }
  return states;
}
