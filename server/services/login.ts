import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import type { EntityChoice, LoginInput } from "../../engine/api/loginContract.ts";
import { HttpError } from "./HttpError.ts";
import { maskEmail, maskPhone } from "./maskContact.ts";
import { checkPassword, hashPassword } from "./passwords.ts";

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

/**
 * A TRN or Fisher ID is checked against this many users whoever holds it (an entity has one
 * primary and at most 3 secondary agents, spec 000 §6), so the time does not tell how many exist.
 */
export const USERS_PER_NUMBER = 4;

// A real argon2id hash of a random password: an unknown user costs one verification like a known one.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(24).toString("base64url")));

interface Row {
  entity_id: number;
  user_id: number;
  nfa_registration_number: string | null;
  taxation_registration_number: string | null;
  applicant_type: string;
  name_of_applicant: string | null;
  email: string | null;
  cell_phone: string | null;
  entity_number: string;
  details: string | null;
  password_hash: string;
  role: string;
  session_version: number | null;
}

async function rowsWhere(knex: Knex, where: (q: Knex.QueryBuilder) => void): Promise<Row[]> {
  return knex("entity_users as eu")
    .join("entities as e", "e.id", "eu.entity_id")
    .join("users as u", "u.id", "eu.user_id")
    .where(where)
    .select("e.id as entity_id", "u.id as user_id", "e.nfa_registration_number", "e.taxation_registration_number", "e.applicant_type", "u.name_of_applicant", "u.email", "e.cell_phone", "e.entity_number", "e.details", "u.password_hash", "u.role", "u.session_version")
    .orderBy(["e.id", "u.id"]);
}

function choiceOf(r: Row): EntityChoice {
  const details = JSON.parse(String(r.details ?? "{}")) as Record<string, string | undefined>;
  return {
    entity_id: Number(r.entity_id),
    user_id: Number(r.user_id),
    nfa_registration_number: r.nfa_registration_number ?? null,
    taxation_registration_number: r.taxation_registration_number ?? null,
    applicant_type: String(r.applicant_type),
    applicant_name: details.company_name ?? ([details.first_name_individual, details.last_name_individual].filter(Boolean).join(" ") || String(r.name_of_applicant ?? "")),
    email: maskEmail(r.email),
    cell_phone: maskPhone(r.cell_phone),
    entity_number: String(r.entity_number),
  };
}

const identityOf = (userId: number, entityId: number | null, user: { role: unknown; session_version?: unknown }): Identity => ({ userId, entityId, role: String(user.role), sessionVersion: Number(user.session_version ?? 0) });

/** Checks the password against each hash, padded with the dummy hash up to `atLeast` checks. */
async function verifyEach(hashes: string[], password: string, atLeast: number): Promise<boolean[]> {
  const padding = Math.max(0, atLeast - hashes.length);
  const all = [...hashes, ...Array.from({ length: padding }, () => "")];
  const stand = await dummy();
  const results = await Promise.all(all.map((hash) => checkPassword(hash || stand, password)));
  return results.slice(0, hashes.length);
}

/**
 * The throttle key of a login (decision 0012): the login name as typed (case-folded for email),
 * or the picker row's user. Unknown names are keyed the same way, so a throttle tells nothing.
 */
export function accountKey(input: LoginInput): string {
  if (input.entity_id !== undefined && input.user_id !== undefined) return `user:${input.user_id}`;
  const name = (input.user_name ?? "").trim();
  if (!name) throw new HttpError(400, "Enter your user name");
  const mode = input.login_with ?? "email";
  return `${mode}:${mode === "email" ? name.toLowerCase() : name}`;
}

/**
 * Signs in with one of the four 'Login with' modes (spec 000 §2) and a password, which is always
 * checked first (decision 0012): email or telephone sign in, or give the picker of that user's
 * entities when there are several; TRN or Fisher ID give the rows whose user the password opens
 * (one row signs in at once). A picker row then signs in with entity_id, user_id and the password.
 * Unknown and known users get the same 401 after the same number of argon2 verifications.
 */
export async function login(knex: Knex, input: LoginInput): Promise<{ identity: Identity } | { choices: EntityChoice[] }> {
  if (input.entity_id !== undefined && input.user_id !== undefined) {
    const [row] = await rowsWhere(knex, (q) => q.where("eu.entity_id", input.entity_id).andWhere("eu.user_id", input.user_id));
    const [ok] = await verifyEach(row ? [row.password_hash] : [], input.password, 1);
    if (!row || !ok) throw new HttpError(401, LOGIN_FAILED);
    return { identity: identityOf(row.user_id, row.entity_id, row) };
  }
  const name = (input.user_name ?? "").trim();
  if (!name) throw new HttpError(400, "Enter your user name");
  if (input.login_with === "taxation_registration_number" || input.login_with === "nfa_registration_number") {
    const column = input.login_with === "nfa_registration_number" ? "e.nfa_registration_number" : "e.taxation_registration_number";
    const rows = await rowsWhere(knex, (q) => q.where(column, name));
    const users = [...new Map(rows.map((r) => [Number(r.user_id), r.password_hash])).entries()];
    const results = await verifyEach(
      users.map(([, hash]) => hash),
      input.password,
      USERS_PER_NUMBER,
    );
    const opened = new Set(users.filter((_, i) => results[i]).map(([id]) => id));
    const matching = rows.filter((r) => opened.has(Number(r.user_id)));
    if (!matching.length) throw new HttpError(401, LOGIN_FAILED);
    const [only] = matching;
    if (matching.length === 1 && only) return { identity: identityOf(Number(only.user_id), Number(only.entity_id), only) };
    return { choices: matching.map(choiceOf) };
  }
  const user = input.login_with === "telephone_number" ? await knex("users").where({ cell_phone_user: name }).first() : await knex("users").whereRaw("lower(email) = ?", [name.toLowerCase()]).first();
  const [ok] = await verifyEach(user ? [String(user.password_hash)] : [], input.password, 1);
  if (!user || !ok) throw new HttpError(401, LOGIN_FAILED);
  const rows = await rowsWhere(knex, (q) => q.where("eu.user_id", user.id));
  if (rows.length > 1) return { choices: rows.map(choiceOf) };
  return { identity: identityOf(Number(user.id), rows[0] ? Number(rows[0].entity_id) : null, user) };
}
