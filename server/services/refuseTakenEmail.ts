import { HttpError } from "./HttpError.ts";
import { isUniqueViolation } from "./isUniqueViolation.ts";

/** The answer for an email another account has (spec 000 §8 'Registration success / failure': the server's msg). */
export const ACCOUNT_EXISTS = "An account with this email already exists";

/**
 * Runs `insert`, a new user's rows, answering 409 ACCOUNT_EXISTS when the unique index on
 * users.email refuses it (issue 25 finding 4). The index decides, not a read before the insert:
 * two registrations of one email racing both pass such a read, and the loser got a 500 whose log
 * held the insert with its argon2 hash.
 */
export async function refuseTakenEmail<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ACCOUNT_EXISTS);
    throw error;
  }
}
