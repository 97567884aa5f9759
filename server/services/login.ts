import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";
import { checkPassword } from "./passwords.ts";

export type LoginWith = "email" | "telephone_number" | "taxation_registration_number" | "nfa_registration_number";

/** One row of the picker dialog 'Select Applicant/User to Login With' (spec 000 §2 /login). */
export interface EntityChoice {
  entity_id: number;
  user_id: number;
  nfa_registration_number: string | null;
  taxation_registration_number: string | null;
  applicant_type: string;
  applicant_name: string;
  email: string | null;
  cell_phone: string | null;
  entity_number: string;
  date_of_registration_or_birth: string | null;
}

/** Who signs in, for which entity; the token is made from this. */
export interface Identity {
  userId: number;
  entityId: number | null;
  role: string;
  /** The user's session version when the token was signed (server/services/endSessions.ts). */
  sessionVersion: number;
}

/** The message of every failed sign-in: it never says which half was wrong. */
export const LOGIN_FAILED = "The user name or password is not correct";

async function choices(knex: Knex, where: (q: Knex.QueryBuilder) => void): Promise<EntityChoice[]> {
  const rows = await knex("entity_users as eu")
    .join("entities as e", "e.id", "eu.entity_id")
    .join("users as u", "u.id", "eu.user_id")
    .where(where)
    .select("e.id as entity_id", "u.id as user_id", "e.nfa_registration_number", "e.taxation_registration_number", "e.applicant_type", "u.name_of_applicant", "u.email", "e.cell_phone", "e.entity_number", "e.details")
    .orderBy(["e.id", "u.id"]);
  return rows.map((r) => {
    const details = JSON.parse(String(r.details ?? "{}")) as Record<string, string | undefined>;
    return {
      entity_id: Number(r.entity_id),
      user_id: Number(r.user_id),
      nfa_registration_number: r.nfa_registration_number ?? null,
      taxation_registration_number: r.taxation_registration_number ?? null,
      applicant_type: String(r.applicant_type),
      applicant_name: details.company_name ?? ([details.first_name_individual, details.last_name_individual].filter(Boolean).join(" ") || String(r.name_of_applicant ?? "")),
      email: r.email ?? null,
      cell_phone: r.cell_phone ?? null,
      entity_number: String(r.entity_number),
      date_of_registration_or_birth: details.date_of_birth_individual ?? details.date_of_registration ?? null,
    };
  });
}

/**
 * Signs in with one of the four 'Login with' modes (spec 000 §2): email or telephone with a
 * password, or TRN / Fisher ID, whose entities are listed for the picker and signed into one row
 * at a time with that row's password. Several entities behind one login also give the picker.
 */
export async function login(knex: Knex, input: { login_with?: LoginWith; user_name?: string; password: string; entity_id?: number; user_id?: number }): Promise<{ identity: Identity } | { choices: EntityChoice[] }> {
  if (input.entity_id !== undefined && input.user_id !== undefined) {
    const [row] = await choices(knex, (q) => q.where("eu.entity_id", input.entity_id).andWhere("eu.user_id", input.user_id));
    const user = row ? await knex("users").where({ id: row.user_id }).first() : undefined;
    if (!row || !user || !(await checkPassword(user.password_hash, input.password))) throw new HttpError(401, LOGIN_FAILED);
    return { identity: { userId: row.user_id, entityId: row.entity_id, role: String(user.role), sessionVersion: Number(user.session_version ?? 0) } };
  }
  const name = (input.user_name ?? "").trim();
  if (!name) throw new HttpError(400, "Enter your user name");
  if (input.login_with === "taxation_registration_number" || input.login_with === "nfa_registration_number") {
    const column = input.login_with === "nfa_registration_number" ? "e.nfa_registration_number" : "e.taxation_registration_number";
    const rows = await choices(knex, (q) => q.where(column, name));
    if (!rows.length) throw new HttpError(401, LOGIN_FAILED);
    return { choices: rows };
  }
  const user = input.login_with === "telephone_number" ? await knex("users").where({ cell_phone_user: name }).first() : await knex("users").whereRaw("lower(email) = ?", [name.toLowerCase()]).first();
  if (!user || !(await checkPassword(user.password_hash, input.password))) throw new HttpError(401, LOGIN_FAILED);
  const rows = await choices(knex, (q) => q.where("eu.user_id", user.id));
  if (rows.length > 1) return { choices: rows };
  return { identity: { userId: Number(user.id), entityId: rows[0]?.entity_id ?? null, role: String(user.role), sessionVersion: Number(user.session_version ?? 0) } };
}
