import type { Knex } from "knex";

/**
 * The key a device gives an upload (issue 27, decision 0063): a resend after a lost answer names
 * the same key, and the server answers with the document already stored instead of storing it
 * twice. Unique per application; most uploads carry none (the spec's calls stay as written).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("documents", (t) => {
    t.string("upload_key", 80).nullable();
    t.unique(["temp_trans_id", "upload_key"], { indexName: "documents_upload_key" });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("documents", (t) => {
    t.dropUnique(["temp_trans_id", "upload_key"], "documents_upload_key");
    t.dropColumn("upload_key");
  });
}
