import type { Knex } from "knex";

/** The development mail outbox, password reset tokens, and the entities an officer acts for. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("mail_outbox", (t) => {
    t.increments("id").primary();
    // email | sms
    t.string("channel", 10).notNullable();
    t.string("recipient", 254).notNullable().index();
    t.string("subject", 200).notNullable();
    t.text("body").notNullable();
    t.timestamp("created_at").notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable("password_resets", (t) => {
    t.increments("id").primary();
    // Only a hash of the token is kept: a leaked table cannot reset anyone's password.
    t.string("token_hash", 64).notNullable().unique();
    t.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.timestamp("expires_at").notNullable();
    t.timestamp("used_at");
    t.timestamp("created_at").notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable("officer_entities", (t) => {
    t.integer("officer_user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.integer("entity_id").notNullable().references("entities.id").onDelete("CASCADE");
    t.timestamp("claimed_at").notNullable().defaultTo(knex.fn.now());
    t.primary(["officer_user_id", "entity_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("officer_entities");
  await knex.schema.dropTable("password_resets");
  await knex.schema.dropTable("mail_outbox");
}
