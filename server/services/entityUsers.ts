import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { hashPassword } from "./passwords.ts";
import { refuseTakenEmail } from "./refuseTakenEmail.ts";

/** At most this many secondary agents per entity (spec 000 §6). */
export const MAX_SECONDARY_AGENTS = 3;

/** The users of an entity, primary first (spec 000 §6 'Entity users'). */
export async function entityUsers(knex: Knex, entityId: number, identity: Identity) {
  const rows = await knex("entity_users as eu").join("users as u", "u.id", "eu.user_id").where("eu.entity_id", entityId).orderBy([{ column: "eu.is_primary", order: "desc" }, "u.id"]).select("u.id", "u.name_of_applicant", "u.email", "u.cell_phone_user", "eu.is_primary");
  return rows.map((r) => ({ id: Number(r.id), user_type: r.is_primary ? "Primary" : "Secondary", name: r.name_of_applicant, email: r.email, cell_phone: r.cell_phone_user, can_update: Number(r.id) === identity.userId }));
}

/** Adds a secondary agent; only the primary agent may, and only up to three. */
export async function addAgent(knex: Knex, entityId: number, input: { name_of_applicant: string; email: string; cell_phone_user?: string; password: string }): Promise<number> {
  const secondary = await knex("entity_users").where({ entity_id: entityId, is_primary: false }).count<{ n: number }[]>({ n: "*" });
  if (Number(secondary[0]?.n ?? 0) >= MAX_SECONDARY_AGENTS) throw new HttpError(409, `Only ${MAX_SECONDARY_AGENTS} secondary agents can be added`);
  const passwordHash = await hashPassword(input.password);
  // A taken email is a 409 from the unique index, racing or not (issue 25 finding 4).
  return refuseTakenEmail(() =>
    knex.transaction(async (trx) => {
      const [user] = await trx("users").insert({ email: input.email.toLowerCase(), cell_phone_user: input.cell_phone_user ?? null, password_hash: passwordHash, role: "applicant", name_of_applicant: input.name_of_applicant }).returning("id");
      const userId = Number(typeof user === "object" ? user.id : user);
      await trx("entity_users").insert({ entity_id: entityId, user_id: userId, is_primary: false });
      return userId;
    }),
  );
}

/** Removes a secondary agent from the entity (the primary agent cannot be removed). */
export async function removeAgent(knex: Knex, entityId: number, userId: number): Promise<void> {
  const link = await knex("entity_users").where({ entity_id: entityId, user_id: userId }).first();
  if (!link) throw new HttpError(404, "User not found");
  if (link.is_primary) throw new HttpError(409, "The primary agent cannot be deleted; promote another agent first");
  await knex("entity_users").where({ entity_id: entityId, user_id: userId }).delete();
}

/**
 * Promote (behaviour not shown in the spec; docs/decisions/0005): the secondary agent becomes the
 * primary agent and the former primary becomes secondary, in one database transaction.
 */
export async function promoteAgent(knex: Knex, entityId: number, userId: number): Promise<void> {
  const link = await knex("entity_users").where({ entity_id: entityId, user_id: userId }).first();
  if (!link) throw new HttpError(404, "User not found");
  if (link.is_primary) throw new HttpError(409, "This agent is already the primary agent");
  await knex.transaction(async (trx) => {
    await trx("entity_users").where({ entity_id: entityId }).update({ is_primary: false });
    await trx("entity_users").where({ entity_id: entityId, user_id: userId }).update({ is_primary: true });
    await trx("entities").where({ id: entityId }).update({ primary_user_id: userId });
  });
}
