import { createHash } from "node:crypto";
import type { Knex } from "knex";

/**
 * How a key is slowed (decision 0012): the first `free` failures cost nothing; after that each
 * failure makes the next attempt wait `baseMs`, doubling, never more than `capMs`; failures older
 * than `forgetMs` are forgotten. Nothing ever locks a key for good.
 */
export interface ThrottlePolicy {
  free: number;
  baseMs: number;
  capMs: number;
  forgetMs: number;
}

/** One login name (email, telephone, TRN, Fisher ID or picker row): 5 free failures, then 1 s doubling to 15 minutes. */
export const ACCOUNT_POLICY: ThrottlePolicy = { free: 5, baseMs: 1_000, capMs: 15 * 60_000, forgetMs: 24 * 3_600_000 };

/** One address: `free` failures (LOGIN_FAILURES_PER_ADDRESS), then 1 s doubling to 5 minutes, so an office behind one address is never shut out long. */
export const addressPolicy = (free: number): ThrottlePolicy => ({ free, baseMs: 1_000, capMs: 5 * 60_000, forgetMs: 3_600_000 });

/** Rows idle this long are deleted (the longest `forgetMs` of the policies above). */
const FORGET_IDLE_MS = 24 * 3_600_000;

/** The wait before the next attempt after `failures` failures. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(30, failures - policy.free - 1));
}

interface Row {
  key_hash: string;
  failures: number;
  next_allowed_at: number;
  last_failure_at: number;
}

/** A reserved attempt: what the row held before, so a success can give the failure back. */
export interface Reservation {
  keyHash: string;
  before: { failures: number; next_allowed_at: number } | null;
}

const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");
const readRow = async (knex: Knex, keyHash: string): Promise<Row | undefined> => {
  const row = await knex("login_throttles").where({ key_hash: keyHash }).first();
  return row ? { key_hash: keyHash, failures: Number(row.failures), next_allowed_at: Number(row.next_allowed_at), last_failure_at: Number(row.last_failure_at) } : undefined;
};

/**
 * Counts an attempt as a failure before its password is checked, so that a burst of parallel
 * guesses cannot all pass before the first failure is written (a success gives it back). Answers
 * the wait in milliseconds when the key must still wait; a waiting attempt is not counted.
 */
export async function reserveAttempt(knex: Knex, key: string, policy: ThrottlePolicy, now = Date.now()): Promise<Reservation | { waitMs: number }> {
  const keyHash = hashKey(key);
  // A lost race is tried again after a short random pause, so parallel attempts from one office
  // (PostgreSQL runs them truly at once) are counted one by one rather than refused.
  for (let tries = 0; tries < 40; tries += 1) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(tries, 10) * 2));
    const row = await readRow(knex, keyHash);
    if (!row) {
      // A new key is the moment to forget keys idle for a day, so the table stays small.
      await knex("login_throttles").where("last_failure_at", "<", now - FORGET_IDLE_MS).andWhere("next_allowed_at", "<", now).delete();
      // Two first attempts racing: one inserts, the other inserts nothing and reads again.
      const inserted = await knex("login_throttles").insert({ key_hash: keyHash, failures: 1, next_allowed_at: now + delayAfter(1, policy), last_failure_at: now }).onConflict("key_hash").ignore().returning("key_hash");
      if (inserted.length) return { keyHash, before: null };
      continue;
    }
    // Only a real delay makes an attempt wait: a free failure writes next_allowed_at = its own
    // clock, which a parallel attempt that read the clock a millisecond earlier sees as 'later'
    // (correct logins from one office refused as too many attempts; issue 13 load test).
    if (row.next_allowed_at > now && delayAfter(row.failures, policy) > 0) return { waitMs: row.next_allowed_at - now };
    const failures = now - row.last_failure_at > policy.forgetMs ? 1 : row.failures + 1;
    // Optimistic: only if nobody else counted an attempt since we read the row.
    const updated = await knex("login_throttles").where({ key_hash: keyHash, failures: row.failures, next_allowed_at: row.next_allowed_at }).update({ failures, next_allowed_at: now + delayAfter(failures, policy), last_failure_at: now });
    if (updated) return { keyHash, before: { failures: row.failures, next_allowed_at: row.next_allowed_at } };
  }
  return { waitMs: policy.baseMs };
}

/** The attempt succeeded: its reserved failure is given back (an address's counter counts failures only). */
export async function releaseAttempt(knex: Knex, reservation: Reservation): Promise<void> {
  const row = await readRow(knex, reservation.keyHash);
  if (!row) return;
  const restored = reservation.before ?? { failures: 0, next_allowed_at: 0 };
  const updated = await knex("login_throttles").where({ key_hash: reservation.keyHash, failures: row.failures }).update(row.failures === restored.failures + 1 ? restored : { failures: Math.max(0, row.failures - 1) });
  if (!updated) await knex("login_throttles").where({ key_hash: reservation.keyHash }).where("failures", ">", 0).decrement("failures", 1);
}

/** The account's owner proved the password: its failures are forgotten. */
export async function forgetFailures(knex: Knex, reservation: Reservation): Promise<void> {
  await knex("login_throttles").where({ key_hash: reservation.keyHash }).delete();
}
