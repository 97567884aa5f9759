import type { Knex } from "knex";

/**
 * Variations of a licence's conditions (issue 29, decision 0071), as the UK's MMO publishes them:
 * staff write what changes and from which day; the holder reads it and acknowledges it. One row a
 * variation, never changed but for its acknowledgement (a variation is not withdrawn: a later one
 * corrects it). `acknowledged_at` is set by one conditional update, so of two clicks one counts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("licence_variations", (t) => {
    t.increments("id").primary();
    t.integer("certificate_id").notNullable().references("issued_certificates.id").onDelete("CASCADE").index();
    t.text("text").notNullable();
    // The first day the variation applies (YYYY-MM-DD).
    t.string("takes_effect", 10).notNullable();
    t.integer("varied_by").references("users.id").onDelete("SET NULL");
    t.timestamp("varied_at").notNullable().defaultTo(knex.fn.now());
    t.integer("acknowledged_by").references("users.id").onDelete("SET NULL");
    t.timestamp("acknowledged_at");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("licence_variations");
}
