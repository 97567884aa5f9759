import type { Knex } from "knex";

/**
 * Ends one session (issue 28, decision 0052): records the token's id as ended until the token's own
 * expiry, so every instance on the database refuses it from its next request; rows of tokens that
 * have expired anyway are deleted on the way. Ending a session twice is no error.
 */
export async function endSession(knex: Knex, jti: string, expiresAtMs: number, nowMs = Date.now()): Promise<void> {
  await knex("ended_sessions").insert({ jti, expires_at_ms: expiresAtMs }).onConflict("jti").ignore();
  await knex("ended_sessions").where("expires_at_ms", "<", nowMs).delete();
}
