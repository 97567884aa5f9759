import type { Knex } from "knex";

/**
 * Status list entries a licence no longer holds (issue 29, decisions 0067 and 0069): a licence
 * transferred to a new owner is given a new entry, and its old one stays set in the revocation
 * list for good, so the previous holder's printed licence, whose signed statement names them and
 * carries the old entry, reads Not valid on an officer's phone with no signal, as it already does
 * online (its verification code is replaced). An entry retired is never handed out again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("retired_status_indexes", (t) => {
    t.integer("status_list_index").primary();
    t.integer("certificate_id").notNullable().references("issued_certificates.id").onDelete("CASCADE");
    t.timestamp("retired_at").notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("retired_status_indexes");
}
