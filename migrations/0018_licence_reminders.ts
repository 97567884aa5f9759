import type { Knex } from "knex";

/**
 * The reminders sent before a licence expires (issue 29, decision 0055): one row per licence and
 * reminder (days before expiry), inserted in the transaction that stores the reminder's
 * notification. Its key is what makes a reminder go once, whichever instance's sweep and however
 * many restarts: a second insert of the same key does nothing, and nothing is sent for it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("licence_reminders", (t) => {
    t.integer("certificate_id").notNullable().references("issued_certificates.id").onDelete("CASCADE");
    t.integer("days_before").notNullable();
    // The day the sweep found it due (PORTAL_TODAY's day when set); a reminder passed over for a nearer one is recorded too.
    t.string("due_on", 10).notNullable();
    t.boolean("sent").notNullable();
    t.primary(["certificate_id", "days_before"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("licence_reminders");
}
