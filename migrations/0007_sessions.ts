import type { Knex } from "knex";

/**
 * Sessions that can be ended: a token carries the user's session version at sign-in, and a
 * password reset or a role change raises it, so every older token stops working at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.integer("session_version").notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.dropColumn("session_version");
  });
}
