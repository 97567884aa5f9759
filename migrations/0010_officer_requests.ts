import type { Knex } from "knex";

/**
 * Officers by appointment (issue 13, decision 0013): a registration with an officer role and an
 * officer's claim on an applicant are requests that staff approve or refuse. Each row is also the
 * audit trail of the request: who asked and when, who decided and when.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("officer_requests", (t) => {
    t.increments("id").primary();
    // appointment (an officer role asked for at registration) | claim (an officer acting for an entity)
    t.string("kind", 20).notNullable();
    t.integer("officer_user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.integer("entity_id").references("entities.id").onDelete("CASCADE");
    // The role asked for (Clerical Officer, Records Officer, Cashier, Field Officer); appointments only.
    t.string("supporting_officer_role", 40);
    // pending | approved | refused
    t.string("status", 10).notNullable().defaultTo("pending").index();
    t.integer("requested_by").references("users.id").onDelete("SET NULL");
    t.timestamp("requested_at").notNullable().defaultTo(knex.fn.now());
    t.integer("decided_by").references("users.id").onDelete("SET NULL");
    t.timestamp("decided_at");
    // Set while pending, cleared when decided: one open request per officer (and entity), even under
    // concurrent calls; a unique column rather than a partial index, so SQLite and PostgreSQL agree.
    t.string("pending_key", 60).unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("officer_requests");
}
