import type { Knex } from "knex";

/**
 * Ends every session of a user signed before now (ASVS 3.3.2): raises the session version that
 * each token carries, so older tokens answer 401 at their next request. Called when the password
 * is reset or changed and when the user's role changes.
 */
export async function endSessions(knex: Knex, userId: number): Promise<void> {
  await knex("users").where({ id: userId }).increment("session_version", 1);
}
