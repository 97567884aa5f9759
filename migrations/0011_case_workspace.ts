import type { Knex } from "knex";
import { fullName } from "../server/services/certificateFields.ts";
import { parseJson } from "../server/services/json.ts";

/**
 * The case workspace (issue 17, docs/decisions/0037-case-workspace.md): the applicant's name on
 * the transaction, so the queue searches and sorts by it in SQL; the staff member a case is
 * assigned to; and on a payment, who confirmed it, when, and the receipt number given.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("transactions", (t) => {
    // fullName() of the answers, else of the entity's profile, as at submit; null on drafts.
    t.string("applicant_name", 400);
    t.integer("assigned_to").references("users.id").onDelete("SET NULL");
    t.index(["applicant_name"], "transactions_applicant_name");
    t.index(["assigned_to"], "transactions_assigned_to");
  });
  await knex.schema.alterTable("payments", (t) => {
    t.string("receipt_number", 60);
    t.integer("confirmed_by").references("users.id").onDelete("SET NULL");
    t.timestamp("confirmed_at");
  });
  await backfillNames(knex);
}

/** Names the submitted transactions stored before this migration, a page at a time. */
async function backfillNames(knex: Knex): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await knex("transactions as t").leftJoin("entities as e", "e.id", "t.entity_id").whereNotNull("t.trans_number").where("t.id", ">", after).orderBy("t.id").limit(500).select("t.id", "t.answers", "e.details")) as Array<{ id: number; answers: string; details: string | null }>;
    if (!rows.length) return;
    for (const row of rows) await knex("transactions").where({ id: row.id }).update({ applicant_name: fullName(parseJson(row.answers, {}), parseJson(row.details, {})) });
    after = Number(rows[rows.length - 1]?.id);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("payments", (t) => {
    t.dropForeign(["confirmed_by"]);
    t.dropColumn("confirmed_at");
    t.dropColumn("confirmed_by");
    t.dropColumn("receipt_number");
  });
  await knex.schema.alterTable("transactions", (t) => {
    t.dropIndex(["assigned_to"], "transactions_assigned_to");
    t.dropIndex(["applicant_name"], "transactions_applicant_name");
    t.dropForeign(["assigned_to"]);
    t.dropColumn("assigned_to");
    t.dropColumn("applicant_name");
  });
}
