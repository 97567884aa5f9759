import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";

/** How the caller relates to an entity. */
export type Access = "primary" | "secondary" | "officer" | "staff";

/**
 * Whether the caller may act for the entity, and how: one of its users (primary or secondary
 * agent), a supporting officer associated with it, or staff. Anyone else gets 404, as for an
 * entity that does not exist.
 */
export async function entityAccess(knex: Knex, identity: Identity, entityId: number): Promise<Access> {
  // Staff reach every entity that exists; one that does not is a 404 for them too (the fuzz found a
  // staff call adding an agent to a missing entity ending in a foreign-key failure, a 500).
  if (identity.role === "staff" || identity.role === "admin") {
    if (!Number.isSafeInteger(entityId) || !(await knex("entities").where({ id: entityId }).first("id"))) throw new HttpError(404, "Entity not found");
    return "staff";
  }
  const member = await knex("entity_users").where({ entity_id: entityId, user_id: identity.userId }).first();
  if (member) return member.is_primary ? "primary" : "secondary";
  const officer = await knex("officer_entities").where({ entity_id: entityId, officer_user_id: identity.userId }).first();
  if (officer) return "officer";
  throw new HttpError(404, "Entity not found");
}
