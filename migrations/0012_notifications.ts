import type { Knex } from "knex";

/**
 * What an applicant is told of each decision on their application (issue 17, decision 0038): one
 * row per event that notifies, written in the transaction that records the event, so a rolled-back
 * move leaves none; `sent_at` stays null until the mailer has taken it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("notifications", (t) => {
    t.increments("id").primary();
    t.integer("transaction_id").notNullable().references("transactions.id").onDelete("CASCADE").index();
    // The dashboard lists an entity's notifications: the applicant's and the officer's acting for it.
    t.integer("entity_id").notNullable().references("entities.id").onDelete("CASCADE").index();
    // What happened (the transaction_events action) and the status it left, as the template was chosen.
    t.string("event", 60).notNullable();
    t.string("status", 100);
    // email | sms | none (no address on file: shown on the dashboard only)
    t.string("channel", 10).notNullable();
    t.string("recipient", 254);
    t.string("subject", 200).notNullable();
    t.text("text").notNullable();
    t.timestamp("created_at").notNullable().defaultTo(knex.fn.now());
    t.timestamp("sent_at");
    // A sweep claims a row before it sends it (sending_at), so two sweeps never send one twice.
    t.timestamp("sending_at");
    t.integer("attempts").notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("notifications");
}
