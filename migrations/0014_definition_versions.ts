import type { Knex } from "knex";

/**
 * Definitions with a history (issue 24, docs/decisions/0041-definition-versions.md): every version
 * of a definition the portal served, kept whole and never changed; a submitted application's
 * frozen judgement (version, day, context, path, answers as shown, documents and fees), which every
 * later reader uses instead of judging it again; what a moved draft must be shown before it goes
 * on; the version and day a payment was priced under; and where a scheduled version would have
 * judged a submit differently (shadow mode).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("definition_versions", (t) => {
    t.increments("id").primary();
    t.string("app_type", 80).notNullable();
    t.string("version", 20).notNullable();
    // sha256 of the resolved definition's JSON: the same label with another text is refused.
    t.string("content_hash", 64).notNullable();
    t.text("definition").notNullable();
    t.string("effective_from", 10);
    t.timestamp("first_served_at").notNullable().defaultTo(knex.fn.now());
    t.unique(["app_type", "version"]);
  });
  await knex.schema.alterTable("transactions", (t) => {
    t.text("frozen");
    t.text("version_changes");
  });
  await knex.schema.alterTable("payments", (t) => {
    t.string("definition_version", 20);
    t.string("priced_on", 10);
  });
  await knex.schema.createTable("shadow_judgements", (t) => {
    t.increments("id").primary();
    t.integer("transaction_id").notNullable().references("transactions.id").onDelete("CASCADE").index();
    t.string("app_type", 80).notNullable().index();
    t.string("in_force_version", 20).notNullable();
    t.string("scheduled_version", 20).notNullable();
    t.text("differences").notNullable();
    t.timestamp("created_at").notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("shadow_judgements");
  await knex.schema.alterTable("payments", (t) => {
    t.dropColumn("definition_version");
    t.dropColumn("priced_on");
  });
  await knex.schema.alterTable("transactions", (t) => {
    t.dropColumn("frozen");
    t.dropColumn("version_changes");
  });
  await knex.schema.dropTable("definition_versions");
}
