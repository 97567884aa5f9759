import type { Knex } from "knex";

/**
 * A draft's revision (issue 27, decision 0064): how many draft saves it has had. A save replayed
 * from a phone's outbox names the revision it was made against, and is refused when the draft was
 * saved meanwhile from another device, instead of overwriting it unseen. Rows already there start
 * at 0, as a new application does.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("transactions", (t) => {
    t.integer("draft_revision").notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("transactions", (t) => {
    t.dropColumn("draft_revision");
  });
}
