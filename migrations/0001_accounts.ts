import type { Knex } from "knex";

/** Users, applicant entities (individuals and companies) and who may act for which entity. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("users", (t) => {
    t.increments("id").primary();
    t.string("email", 254).unique();
    t.string("cell_phone_user", 20).index();
    t.string("password_hash", 200).notNullable();
    // applicant | supporting_officer | staff | admin: enforced by the server, never by the client.
    t.string("role", 30).notNullable().defaultTo("applicant");
    t.string("login_as", 40).notNullable().defaultTo("Applicant");
    t.string("name_of_applicant", 200);
    t.string("supporting_officer_name", 200);
    t.string("supporting_officer_role", 40).notNullable().defaultTo("Not Applicable");
    t.timestamps(true, true);
  });
  await knex.schema.createTable("entities", (t) => {
    t.increments("id").primary();
    t.string("applicant_type", 20).notNullable();
    t.string("nfa_registration_number", 100).index();
    t.string("taxation_registration_number", 40).index();
    t.string("entity_number", 40).unique();
    t.string("nids_number", 40);
    t.string("domicile", 20).notNullable().defaultTo("Local");
    t.string("category_of_applicant", 20);
    t.string("country_of_origin", 100);
    t.string("parish", 40);
    t.text("address");
    t.string("cell_phone", 20);
    t.string("work_home_phone", 20);
    // The individual's or company's own fields (names, date of birth, company details, contacts).
    t.text("details").notNullable().defaultTo("{}");
    t.integer("primary_user_id").references("users.id");
    t.integer("consent_document_id");
    t.timestamps(true, true);
  });
  await knex.schema.createTable("entity_users", (t) => {
    t.integer("entity_id").notNullable().references("entities.id").onDelete("CASCADE");
    t.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.boolean("is_primary").notNullable().defaultTo(false);
    t.string("is_replaced_supporting_officer", 3).notNullable().defaultTo("NO");
    t.timestamps(true, true);
    t.primary(["entity_id", "user_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("entity_users");
  await knex.schema.dropTable("entities");
  await knex.schema.dropTable("users");
}
