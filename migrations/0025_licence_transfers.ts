import type { Knex } from "knex";

/**
 * Transfers of a licence to a new owner, and one history of each licence (issue 29, decision 0069).
 *
 * `licence_transfers`: one row per transfer asked for. The holder asks, the new owner confirms or
 * declines, staff approve or refuse, the holder may withdraw while it is open; every step is a
 * conditional update on `status`, so of two clicks at once one wins and the other is refused.
 * `open_certificate_id` is the licence's id while the transfer is open and null once it has ended:
 * its unique index lets a licence have one open transfer at a time, on SQLite and PostgreSQL alike
 * (both let a unique column hold many nulls).
 *
 * `licence_events`: what happened to a licence (issued, revoked, transfer-requested, ...), by whom
 * and when, with the step's particulars as JSON; `entity_id` is the holder the event concerns, so
 * a holder's history keeps a licence they transferred away.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("licence_transfers", (t) => {
    t.increments("id").primary();
    t.integer("certificate_id").notNullable().references("issued_certificates.id").onDelete("CASCADE").index();
    t.integer("open_certificate_id").unique();
    t.integer("from_entity_id").notNullable().references("entities.id").index();
    t.integer("to_entity_id").notNullable().references("entities.id").index();
    t.string("status", 30).notNullable().index();
    t.integer("requested_by").references("users.id").onDelete("SET NULL");
    t.timestamp("requested_at").notNullable().defaultTo(knex.fn.now());
    // The last day the new owner may confirm (the definition's certificate.transfer.confirmWithinDays).
    t.string("confirm_by", 10).notNullable();
    t.integer("answered_by").references("users.id").onDelete("SET NULL");
    t.timestamp("answered_at");
    t.integer("decided_by").references("users.id").onDelete("SET NULL");
    t.timestamp("decided_at");
    t.text("reason");
  });
  await knex.schema.createTable("licence_events", (t) => {
    t.increments("id").primary();
    t.integer("certificate_id").notNullable().references("issued_certificates.id").onDelete("CASCADE").index();
    t.integer("entity_id").references("entities.id").index();
    t.string("action", 40).notNullable();
    t.timestamp("at").notNullable().defaultTo(knex.fn.now());
    t.integer("by_user").references("users.id").onDelete("SET NULL");
    t.text("details").notNullable().defaultTo("{}");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("licence_events");
  await knex.schema.dropTable("licence_transfers");
}
