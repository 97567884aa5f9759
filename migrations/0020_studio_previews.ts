import type { Knex } from "knex";

/**
 * The studio's live previews (decision 0035), kept in the database rather than in one instance's
 * memory (issue 28): a preview checked on one instance is served by any other behind the same
 * load balancer. The edited definition is stored resolved, as the check's worker made it; its
 * validators module is compiled again by whichever instance is first asked for it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("studio_previews", (t) => {
    t.string("id", 32).primary();
    t.integer("user_id").notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("hash", 128).notNullable();
    t.text("definition").notNullable();
    t.bigInteger("expires_at_ms").notNullable().index();
    t.unique(["user_id", "hash"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("studio_previews");
}
