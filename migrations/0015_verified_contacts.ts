import type { Knex } from "knex";

/**
 * Contacts verified before they receive anything (issue 25 finding 2, docs/decisions/0044):
 * when each user's email and cell phone were confirmed, and the one-time codes sent to confirm
 * them, of which only a hash is kept. Accounts made before this migration were told of their
 * registration already and have had their notifications since, so they count as verified: the
 * change takes nothing away from them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.timestamp("email_verified_at");
    t.timestamp("phone_verified_at");
  });
  await knex("users").whereNotNull("email").update({ email_verified_at: knex.fn.now() });
  await knex("users").whereNotNull("cell_phone_user").update({ phone_verified_at: knex.fn.now() });
  await knex.schema.createTable("contact_verifications", (t) => {
    t.increments("id").primary();
    t.integer("user_id").notNullable().references("users.id").onDelete("CASCADE").index();
    // email | sms: which of the user's contacts the code confirms.
    t.string("channel", 10).notNullable();
    // The address or number the code was sent to: a code confirms that contact and no other.
    t.string("contact", 254).notNullable();
    // SHA-256 of the code: a leaked table confirms nobody's contact.
    t.string("code_hash", 64).notNullable().unique();
    t.timestamp("expires_at").notNullable();
    // Wrong codes the signed-in owner typed while this one was live; at the limit it is dead.
    t.integer("attempts").notNullable().defaultTo(0);
    t.timestamp("used_at");
    t.timestamp("created_at").notNullable().defaultTo(knex.fn.now());
    // The messages one contact was sent lately are counted: a victim's address is not flooded.
    t.index(["contact", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("contact_verifications");
  await knex.schema.alterTable("users", (t) => {
    t.dropColumn("email_verified_at");
    t.dropColumn("phone_verified_at");
  });
}
