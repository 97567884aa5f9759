import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";
import { newResetToken } from "./passwordReset.ts";

/** A user as the admin users page lists it (spec 000 §3 'User'), never with the password hash. */
export interface AdminUserView {
  id: number;
  email: string | null;
  cell_phone_user: string | null;
  name_of_applicant: string | null;
  role: string;
  login_as: string;
  supporting_officer_role: string;
  supporting_officer_name: string | null;
  entities: Array<{ id: number; entity_number: string; nfa_registration_number: string | null; applicant_type: string }>;
}

/** Users whose email or cell phone contains the text searched (case-insensitive), at most 50. */
export async function searchUsers(knex: Knex, query: { email?: string; cell_phone_user?: string }): Promise<AdminUserView[]> {
  const email = query.email?.trim().toLowerCase();
  const phone = query.cell_phone_user?.trim();
  if (!email && !phone) throw new HttpError(400, "Enter an email address or a cell phone number to search");
  const users = knex("users").select("id", "email", "cell_phone_user", "name_of_applicant", "role", "login_as", "supporting_officer_role", "supporting_officer_name").orderBy("id").limit(50);
  if (email) users.whereRaw("lower(email) like ?", [`%${email.replace(/[%_\\]/g, "")}%`]);
  if (phone) users.where("cell_phone_user", "like", `%${phone.replace(/[%_\\]/g, "")}%`);
  const rows = (await users) as Array<Omit<AdminUserView, "entities">>;
  const links = rows.length ? await knex("entity_users as eu").join("entities as e", "e.id", "eu.entity_id").whereIn("eu.user_id", rows.map((r) => r.id)).select("eu.user_id", "e.id", "e.entity_number", "e.nfa_registration_number", "e.applicant_type") : [];
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    entities: links.filter((l: { user_id: number }) => Number(l.user_id) === Number(row.id)).map((l: { id: number; entity_number: string; nfa_registration_number: string | null; applicant_type: string }) => ({ id: Number(l.id), entity_number: l.entity_number, nfa_registration_number: l.nfa_registration_number, applicant_type: l.applicant_type })),
  }));
}

/**
 * An admin's password reset for a user (spec 000 §7 'Admin password reset'): a single-use link
 * token like the mailed ones (only its SHA-256 kept), answered as data.id so the admin page
 * opens /reset-password/{id} in a new tab.
 */
export async function adminResetToken(knex: Knex, userId: number): Promise<string> {
  const user = await knex("users").where({ id: userId }).first();
  if (!user) throw new HttpError(404, "User not found");
  // As long-lived and single-use as a mailed link (services/passwordReset.ts).
  return newResetToken(knex, userId);
}
