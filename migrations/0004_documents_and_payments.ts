import type { Knex } from "knex";

/** Uploaded documents (kept in the database behind the storage interface) and payments. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("documents", (t) => {
    t.increments("id").primary();
    t.string("temp_trans_id", 64).notNullable().index();
    // The definition's document key for required documents (spec: supporting_document_id).
    t.string("supporting_document_id", 80);
    // SUPPORTING_DOCUMENTS | OTHER_SUPPORTING_DOCUMENTS | CORRECTION_SUPPORTING_DOCUMENTS
    t.string("document_type", 40).notNullable();
    t.string("file_name", 255).notNullable();
    t.string("content_type", 100).notNullable();
    t.integer("size").notNullable();
    t.binary("content").notNullable();
    t.integer("uploaded_by").references("users.id");
    t.timestamp("created_at").notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable("payments", (t) => {
    t.increments("id").primary();
    t.string("temp_trans_id", 64).notNullable().index();
    t.string("payment_method", 40).notNullable();
    // initiated | completed | failed | pending (cash, recorded for an officer to confirm)
    t.string("status", 20).notNullable();
    t.bigInteger("amount_cents").notNullable();
    t.string("currency", 10).notNullable().defaultTo("JMD");
    t.string("reference", 64).unique();
    t.text("failure_reasons");
    t.timestamps(true, true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("payments");
  await knex.schema.dropTable("documents");
}
