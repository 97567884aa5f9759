import { randomInt } from "node:crypto";
import type { Knex } from "knex";
import { statusListCapacity } from "../../engine/certificates/bitstringStatusList.ts";

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

/** A status list index no issued certificate holds yet, for the one being issued inside `trx` (issueCertificate). */
export async function newStatusListIndex(trx: Knex.Transaction): Promise<number> {
  const held = (await trx("issued_certificates").whereNotNull("status_list_index").pluck("status_list_index")) as Array<number | string>;
  const taken = new Set(held.map(Number));
  return freeIndex(statusListCapacity(taken.size), (index) => taken.has(index));
}
