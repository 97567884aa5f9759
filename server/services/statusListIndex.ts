import { randomInt } from "node:crypto";
import type { Knex } from "knex";
import { statusListCapacity } from "../../engine/certificates/bitstringStatusList.ts";
import { isUniqueViolation } from "./isUniqueViolation.ts";

/**
 * A random index of a list of `capacity` entries that `taken` does not hold. Random, not the next
 * one, as the W3C Bitstring Status List advises (§6.1): the order and count of licences issued do
 * not show in the QR code (decision 0067). The capacity keeps the list at most half full.
 */
export function freeIndex(capacity: number, taken: (index: number) => boolean): number {
  for (;;) {
    const index = randomInt(capacity);
    if (!taken(index)) return index;
  }
}

/** Every status list index handed out: held by a certificate, or retired from one (migration 0029) and never given again. */
export async function takenStatusIndexes(knex: Knex | Knex.Transaction): Promise<{ held: number[]; retired: number[] }> {
  const held = (await knex("issued_certificates").whereNotNull("status_list_index").pluck("status_list_index")) as Array<number | string>;
  const retired = (await knex("retired_status_indexes").pluck("status_list_index")) as Array<number | string>;
  return { held: held.map(Number), retired: retired.map(Number) };
}

/** A status list index never handed out, for the certificate being issued (issueCertificate) or moved to a new owner (moveLicence) inside `trx`. */
export async function newStatusListIndex(trx: Knex.Transaction): Promise<number> {
  const { held, retired } = await takenStatusIndexes(trx);
  const taken = new Set([...held, ...retired]);
  return freeIndex(statusListCapacity(taken.size), (index) => taken.has(index));
}

/** Draws before two writers at once are taken for a fault rather than bad luck. */
const DRAWS = 5;

/**
 * Writes a certificate with a status list index never handed out (`write` inserts or updates it
 * inside `trx`). Two writers at once (an approval issuing a licence, another moving a transferred
 * one) may draw the same index: the unique column refuses the second, whose write runs in a
 * savepoint so PostgreSQL's transaction survives it, and it draws again, so the caller never sees
 * the database's refusal.
 */
export async function withFreeStatusIndex<T>(trx: Knex.Transaction, write: (index: number, savepoint: Knex.Transaction) => Promise<T>): Promise<T> {
  for (let draw = 1; ; draw += 1) {
    const index = await newStatusListIndex(trx);
    try {
      return await trx.transaction((savepoint) => write(index, savepoint));
    } catch (error) {
      if (!isUniqueViolation(error) || draw >= DRAWS) throw error;
    }
  }
}
