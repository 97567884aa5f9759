import type { Knex } from "knex";
import { tooManyAttempts } from "./attemptLogin.ts";
import { HttpError } from "./HttpError.ts";
import { ACCOUNT_POLICY, forgetFailures, reserveAttempt } from "./loginThrottle.ts";
import { checkPassword } from "./passwords.ts";

export const CURRENT_PASSWORD_REQUIRED = "Enter your current password to change your password";
export const CURRENT_PASSWORD_WRONG = "The current password is not correct";

/**
 * What takes an account asks for the password it already has (issue 25, decision 0045): a token
 * seen once (a shared computer, a copied link, a log) must not become a permanent takeover by
 * setting a password its holder does not know. Wrong guesses are throttled like logins, on their
 * own key, so a stolen token cannot be used to try passwords quickly.
 */
export async function confirmCurrentPassword(knex: Knex, userId: number, given: string | undefined): Promise<void> {
  if (!given) throw new HttpError(400, CURRENT_PASSWORD_REQUIRED, [{ pointer: "/current_password", message: CURRENT_PASSWORD_REQUIRED }]);
  const reservation = await reserveAttempt(knex, `current-password:${userId}`, ACCOUNT_POLICY);
  if ("waitMs" in reservation) throw tooManyAttempts(reservation.waitMs);
  const user = await knex("users").where({ id: userId }).first("password_hash");
  if (!user || !(await checkPassword(String(user.password_hash ?? ""), given))) throw new HttpError(400, CURRENT_PASSWORD_WRONG, [{ pointer: "/current_password", message: CURRENT_PASSWORD_WRONG }]);
  await forgetFailures(knex, reservation);
}
