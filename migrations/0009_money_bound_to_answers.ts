import type { Knex } from "knex";

/**
 * Money bound to what it pays for (docs/decisions/0014-money-bound-to-answers.md): a payment
 * records the fee total of the answers it was made for beside its own amount (a payment made
 * after a fee increase pays only the difference), and one required document has one current file.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("payments", (t) => {
    // The recomputed fee total of the answers when the payment was started (amount_cents is what this payment pays).
    t.bigInteger("fee_total_cents");
  });
  await knex("payments").update({ fee_total_cents: knex.ref("amount_cents") });
  // Keep the newest file of a required document where a race stored several, so the index can be built.
  const duplicates = await knex("documents")
    .where({ document_type: "SUPPORTING_DOCUMENTS" })
    .whereNotNull("supporting_document_id")
    .groupBy("temp_trans_id", "supporting_document_id")
    .havingRaw("count(*) > 1")
    .select("temp_trans_id", "supporting_document_id")
    .max({ keep: "id" });
  for (const d of duplicates as Array<{ temp_trans_id: string; supporting_document_id: string; keep: number }>) {
    await knex("documents").where({ temp_trans_id: d.temp_trans_id, supporting_document_id: d.supporting_document_id, document_type: "SUPPORTING_DOCUMENTS" }).whereNot("id", d.keep).delete();
  }
  // A partial unique index: SQLite and PostgreSQL both have them.
  await knex.raw("CREATE UNIQUE INDEX documents_one_current_required ON documents (temp_trans_id, supporting_document_id) WHERE document_type = 'SUPPORTING_DOCUMENTS'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX documents_one_current_required");
  await knex.schema.alterTable("payments", (t) => {
    t.dropColumn("fee_total_cents");
  });
}
