import type { Knex } from "knex";

/** Species closed seasons (month-day, editable by staff) and the guidelines shown per type. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("species_seasons", (t) => {
    t.increments("id").primary();
    t.string("specie_name", 80).notNullable().unique();
    t.string("start_date", 5).notNullable();
    t.string("end_date", 5).notNullable();
    t.text("description");
    t.timestamps(true, true);
  });
  await knex.schema.createTable("guidelines", (t) => {
    t.increments("id").primary();
    t.string("application_type", 80).notNullable().index();
    t.integer("position").notNullable().defaultTo(0);
    t.text("text").notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("guidelines");
  await knex.schema.dropTable("species_seasons");
}
