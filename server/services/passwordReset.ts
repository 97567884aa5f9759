import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";
import { parseJson } from "./json.ts";
import type { Mailer } from "./mailer.ts";
import { endSessions } from "./endSessions.ts";
import { hashPassword } from "./passwords.ts";
import { secretHash } from "./secretHash.ts";

/** How long a reset link works, mailed or made by an admin. */
export const TOKEN_MINUTES = 60;

/** The spec's answer to a reset request; the same whether or not an account matched, so accounts cannot be probed. */
export const RESET_SENT = "Password reset link has been sent to email address";

export interface ResetRequest {
  user_type: "Applicant" | "Supporting Officer";
  reset_method: "Email" | "Telephone Number";
  reset_for?: "Self" | "Applicant";
  email?: string;
  applicant_email?: string;
  supporting_officer_email?: string;
  telephone_number?: string;
  date_of_birth_individual_or_date_of_registration?: string;
}

async function findUser(knex: Knex, input: ResetRequest): Promise<{ id: number; email: string | null; cell_phone_user: string | null } | undefined> {
  if (input.reset_method === "Telephone Number") {
    const user = await knex("users").where({ cell_phone_user: input.telephone_number ?? "" }).first();
    if (!user) return undefined;
    // The security question is a date: the individual's date of birth or the company's date of registration.
    const entities = await knex("entities as e").join("entity_users as eu", "eu.entity_id", "e.id").where("eu.user_id", user.id).select("e.details");
    const dates = entities.map((e: { details: string }) => parseJson<Record<string, string>>(e.details, {})).flatMap((d) => [d.date_of_birth_individual, d.date_of_registration]);
    return dates.includes(input.date_of_birth_individual_or_date_of_registration) ? user : undefined;
  }
  const email = (input.user_type === "Supporting Officer" ? (input.reset_for === "Applicant" ? input.applicant_email : input.supporting_officer_email) : input.email) ?? input.email;
  return email ? knex("users").whereRaw("lower(email) = ?", [email.toLowerCase()]).first() : undefined;
}

/**
 * A new single-use reset token for `userId`, valid TOKEN_MINUTES: only its hash is stored. Made
 * for the mailed link and for an admin's (spec 000 §7 'Admin password reset').
 */
export async function newResetToken(knex: Knex, userId: number): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await knex("password_resets").insert({ token_hash: secretHash(token), user_id: userId, expires_at: new Date(Date.now() + TOKEN_MINUTES * 60_000) });
  return token;
}

/**
 * Starts a reset (spec 000 §2 'Password reset'): finds the account by the path the wizard took and
 * sends a single-use link valid for an hour to /reset-password/{uid}, by email or text message.
 * The route runs it after answering (decision 0044), so whether an account matched never shows
 * in the answer's time; the reset text is fixed, with nothing anyone typed in it.
 */
export async function requestReset(knex: Knex, mailer: Mailer, input: ResetRequest): Promise<void> {
  const user = await findUser(knex, input);
  if (!user) return;
  const link = `/reset-password/${await newResetToken(knex, user.id)}`;
  const text = `A password reset was requested for your NFA licensing portal account. Open ${link} within ${TOKEN_MINUTES} minutes to choose a new password. If you did not ask for this, ignore this message.`;
  if (input.reset_method === "Telephone Number" && user.cell_phone_user) await mailer.send({ channel: "sms", to: user.cell_phone_user, subject: "Password reset", text });
  else if (user.email) await mailer.send({ channel: "email", to: user.email, subject: "Reset your NFA portal password", text });
}

/** Sets the new password from a reset link; the link works once and expires, and every older session ends. */
export async function completeReset(knex: Knex, uid: string, password: string): Promise<void> {
  const reset = await knex("password_resets").where({ token_hash: secretHash(uid) }).first();
  if (!reset || reset.used_at || new Date(reset.expires_at).getTime() < Date.now()) throw new HttpError(400, "This password reset link is not valid or has expired. Please request a new one.");
  const passwordHash = await hashPassword(password);
  await knex.transaction(async (trx) => {
    // Claimed before the password changes: of two requests racing with one link, only one wins.
    const claimed = await trx("password_resets").where({ id: reset.id }).whereNull("used_at").update({ used_at: trx.fn.now() });
    if (!claimed) throw new HttpError(400, "This password reset link is not valid or has expired. Please request a new one.");
    await trx("users").where({ id: reset.user_id }).update({ password_hash: passwordHash, updated_at: trx.fn.now() });
    await endSessions(trx, Number(reset.user_id));
  });
}
