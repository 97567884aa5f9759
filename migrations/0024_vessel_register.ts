import type { Knex } from "knex";

/**
 * The public register of licensed vessels (issue 29, decision 0066): one row per certificate of a
 * type whose definition declares a register, with only what the register shows of the vessel,
 * copied from the answers when the licence is issued. The lower-case keys are what a search
 * matches (the registration's without spaces or hyphens); the licence's dates and revocation are
 * read from issued_certificates at every search, so a revocation shows at once. A search matches
 * anywhere in a key, which no B-tree index serves: it reads this narrow table, one row per listed
 * licence, so its cost is bounded by the fleet (decision 0066).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("vessel_register", (t) => {
    t.integer("certificate_id").primary().references("issued_certificates.id").onDelete("CASCADE");
    t.string("app_type", 80).notNullable().index();
    t.string("vessel_name", 400);
    t.string("vessel_name_key", 400);
    t.string("registration", 400);
    t.string("registration_key", 400);
    t.string("home_port", 400);
    t.timestamp("created_at").notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("vessel_register");
}
