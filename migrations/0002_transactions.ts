import type { Knex } from "knex";

/** Applications from the temporary id to the submitted transaction, with an audit trail. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("transactions", (t) => {
    t.increments("id").primary();
    t.string("temp_trans_id", 64).notNullable().unique();
    t.string("trans_number", 40).unique();
    t.string("app_type", 80).notNullable().index();
    t.integer("entity_id").references("entities.id").index();
    t.integer("created_by").references("users.id");
    t.string("status", 80).notNullable().defaultTo("Draft");
    t.string("definition_version", 20).notNullable();
    // The answers (JSON): the spec's form data map, off-path answers dropped on submit.
    t.text("answers").notNullable().defaultTo("{}");
    // The stored wizard step (spec: selectionCategory) for resuming a draft.
    t.string("selection_category", 80);
    t.bigInteger("amount_due_cents");
    t.timestamp("submitted_on");
    t.timestamps(true, true);
  });
  await knex.schema.createTable("transaction_events", (t) => {
    t.increments("id").primary();
    t.integer("transaction_id").notNullable().references("transactions.id").onDelete("CASCADE").index();
    t.integer("user_id").references("users.id");
    t.string("action", 60).notNullable();
    t.string("status", 80);
    t.text("comment");
    t.timestamp("created_at").notNullable().defaultTo(knex.fn.now());
  });
  // One row per named sequence: transaction numbers are allocated inside the submit's transaction.
  await knex.schema.createTable("sequences", (t) => {
    t.string("name", 40).primary();
    t.bigInteger("value").notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("sequences");
  await knex.schema.dropTable("transaction_events");
  await knex.schema.dropTable("transactions");
}
