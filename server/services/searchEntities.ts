import type { Knex } from "knex";
import type { EntitySearchResult } from "../../engine/api/entitySearchContract.ts";
import { matchingEntities, type EntityQuery } from "./matchingEntities.ts";
import { pendingClaims } from "./officerRequests.ts";
import { timestampText } from "./searchTransactions.ts";

/**
 * Entities by NFA registration number, or those a supporting officer is associated with, with
 * their users and the claiming marks the dashboard shows; `me` is the caller, for claimed_by_me.
 */
export async function searchEntities(knex: Knex, query: EntityQuery, me: number): Promise<EntitySearchResult[]> {
  const rows = await matchingEntities(knex, query);
  const ids = rows.map((r: { id: number }) => r.id);
  const users = await knex("entity_users as eu").join("users as u", "u.id", "eu.user_id").whereIn("eu.entity_id", ids).select("eu.entity_id", "u.id", "u.email", "eu.is_primary", "eu.is_replaced_supporting_officer", "eu.updated_at").orderBy("u.id");
  const officers = await knex("officer_entities as oe").join("users as u", "u.id", "oe.officer_user_id").whereIn("oe.entity_id", ids).select("oe.entity_id", "oe.officer_user_id", "u.supporting_officer_name", "u.name_of_applicant").orderBy("oe.claimed_at");
  const pending = new Set(await pendingClaims(knex, me));
  return rows.map((r) => {
    const mine = officers.filter((o: { entity_id: number }) => Number(o.entity_id) === Number(r.id));
    return {
      id: Number(r.id),
      nfa_registration_number: r.nfa_registration_number,
      entity_number: r.entity_number,
      applicant_type: r.applicant_type,
      applicant_email_address: r.primary_email,
      applicant_cell_phone: r.cell_phone,
      supporting_officer_name: mine.map((o: { supporting_officer_name: string | null; name_of_applicant: string | null }) => o.supporting_officer_name ?? o.name_of_applicant).filter(Boolean).join(", ") || null,
      claimed_by_me: mine.some((o: { officer_user_id: number }) => Number(o.officer_user_id) === me),
      claim_pending_for_me: pending.has(Number(r.id)),
      users: users
        .filter((u: { entity_id: number }) => Number(u.entity_id) === Number(r.id))
        .map((u: { id: number; email: string | null; is_primary: unknown; is_replaced_supporting_officer: string; updated_at: unknown }) => ({ id: Number(u.id), email: u.email, entity_user: { is_primary: Boolean(u.is_primary), is_replaced_supporting_officer: u.is_replaced_supporting_officer, updated_at: timestampText(u.updated_at) } })),
    };
  });
}
