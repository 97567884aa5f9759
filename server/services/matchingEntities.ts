import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";

/** What an officer searches entities by (spec 000 §7 'Entities search'). */
export interface EntityQuery {
  nfa_registration_number?: string;
  supporting_officer_id?: number;
}

/** An entity row as the officers' searches read it, with its primary user's email. */
export interface MatchingEntity {
  id: number;
  nfa_registration_number: string | null;
  entity_number: string;
  applicant_type: string;
  cell_phone: string | null;
  primary_email: string | null;
}

/**
 * The entities (at most 50, by id) with this NFA registration number, or those a supporting
 * officer is associated with: the one search behind GET /entity/search and the supporting-officer
 * dashboard. No criterion answers 400 and no match 404, with the spec's messages.
 */
export async function matchingEntities(knex: Knex, query: EntityQuery): Promise<MatchingEntity[]> {
  const nfa = query.nfa_registration_number?.trim();
  if (!nfa && !query.supporting_officer_id) throw new HttpError(400, "Enter an NFA registration number to search");
  const entities = knex("entities as e").leftJoin("users as p", "p.id", "e.primary_user_id").select("e.id", "e.nfa_registration_number", "e.entity_number", "e.applicant_type", "e.cell_phone", "p.email as primary_email").orderBy("e.id").limit(50);
  if (nfa) entities.where("e.nfa_registration_number", nfa);
  if (query.supporting_officer_id) entities.whereIn("e.id", knex("officer_entities").where({ officer_user_id: query.supporting_officer_id }).select("entity_id"));
  const rows = (await entities) as MatchingEntity[];
  if (!rows.length) throw new HttpError(404, "No applicant found with this NFA registration number");
  return rows;
}
