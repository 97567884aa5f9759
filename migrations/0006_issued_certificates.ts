import type { Knex } from "knex";

/**
 * Certificates issued when staff approve a licence (spec 000 §3 'Issued certificate'): one per
 * transaction, with the FLIS_* listing fields frozen at approval, so a later edit of the entity
 * never changes a licence already issued. The PDFs are rendered from this row on request.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("issued_certificates", (t) => {
    t.increments("id").primary();
    t.integer("transaction_id").notNullable().unique().references("transactions.id").onDelete("CASCADE");
    t.integer("entity_id").references("entities.id").index();
    t.string("app_type", 80).notNullable().index();
    // e.g. FLIS_ApplicationforLicence, derived from the application type's id.
    t.string("case_type", 100).notNullable();
    t.string("trans_number", 40).notNullable().unique();
    // Whether an ID card was issued with the licence (the definition's named condition issuesIdCard).
    t.boolean("has_id_card").notNullable().defaultTo(false);
    // The FLIS_* listing fields (JSON), as spec 000 §3 names them.
    t.text("properties").notNullable();
    t.string("date_of_issue", 10).notNullable().index();
    t.string("date_of_expiration", 10).notNullable();
    t.integer("issued_by").references("users.id");
    t.timestamp("created_at").notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("issued_certificates");
}
