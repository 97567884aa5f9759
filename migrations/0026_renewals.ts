import type { Knex } from "knex";

/**
 * Renewals from the licence (issue 29, decision 0070). `renewal_of` names the issued certificate a
 * renewal renews: unique, so a Renew pressed twice, or on two devices at once, opens the same
 * renewal rather than two. `renewal` keeps what the renewal started with (the licence's number and
 * the answers carried over), which check your answers marks. Both stay null for other applications.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("transactions", (t) => {
    t.integer("renewal_of").nullable().unique();
    t.text("renewal").nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("transactions", (t) => {
    t.dropUnique(["renewal_of"]);
    t.dropColumn("renewal_of");
    t.dropColumn("renewal");
  });
}
