import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";
import type { EntityChoice, LoginInput } from "../../engine/api/loginContract.ts";
import { accountKey, login, type Identity } from "./login.ts";
import { ACCOUNT_POLICY, addressPolicy, forgetFailures, releaseAttempt, reserveAttempt, type Reservation } from "./loginThrottle.ts";

/** The 429 of a throttled login: how long to wait, whoever the name belongs to. */
export const tooManyAttempts = (waitMs: number) => new HttpError(429, `Too many attempts. Please wait ${Math.max(1, Math.ceil(waitMs / 1000))} seconds and try again.`);

/**
 * A login behind the throttles of decision 0012: the address and the login name each count
 * failures only, and make further attempts wait a growing delay that never passes its cap, so an
 * attacker is slowed and the owner is never locked out for good. A waiting attempt is refused
 * before any password is checked; a success gives the address its attempt back and clears the
 * name's failures.
 */
export async function attemptLogin(knex: Knex, input: LoginInput, address: string, freeFailuresPerAddress: number): Promise<{ identity: Identity } | { choices: EntityChoice[] }> {
  const key = accountKey(input);
  const byAddress = await reserveAttempt(knex, `address:${address}`, addressPolicy(freeFailuresPerAddress));
  if ("waitMs" in byAddress) throw tooManyAttempts(byAddress.waitMs);
  const byAccount = await reserveAttempt(knex, `account:${key}`, ACCOUNT_POLICY);
  if ("waitMs" in byAccount) {
    await releaseAttempt(knex, byAddress);
    throw tooManyAttempts(byAccount.waitMs);
  }
  let outcome: Awaited<ReturnType<typeof login>>;
  try {
    outcome = await login(knex, input);
  } catch (error) {
    // Only a refused password is a failure; anything else gives both attempts back.
    if (!(error instanceof HttpError && error.statusCode === 401)) await giveBack(knex, byAddress, byAccount);
    throw error;
  }
  await releaseAttempt(knex, byAddress);
  await forgetFailures(knex, byAccount);
  return outcome;
}

async function giveBack(knex: Knex, ...reservations: Reservation[]): Promise<void> {
  for (const reservation of reservations) await releaseAttempt(knex, reservation);
}
