import type { Knex } from "knex";

/**
 * Suspended licences (issue 29, decision 0071): staff suspend a licence with a reason, until a day
 * or until they lift it. The suspension in force is four columns on the licence itself, beside its
 * revocation (migration 0013), so every reader of a licence (`$licences`, /verify, the status
 * lists, the register, the dashboard) sees it in the row it already reads. `suspended_until` is the
 * first day the licence is valid again (YYYY-MM-DD), null for a suspension staff must lift; a
 * suspension is in force while `suspended_at` is set and that day has not come, so one that ran to
 * its end needs no job to clear it. Lifting one clears the four; the history of every suspension
 * is in licence_events.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.timestamp("suspended_at");
    t.string("suspended_until", 10);
    t.integer("suspended_by").references("users.id").onDelete("SET NULL");
    t.text("suspend_reason");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.dropColumn("suspend_reason");
    t.dropColumn("suspended_by");
    t.dropColumn("suspended_until");
    t.dropColumn("suspended_at");
  });
}
