import type { Knex } from "knex";
import { statusListCapacity } from "../engine/certificates/bitstringStatusList.ts";
import { freeIndex } from "../server/services/statusListIndex.ts";

/**
 * Licences that verify offline (issue 29, decision 0067): each issued certificate holds a position
 * in the Authority's revocation list (a W3C Bitstring Status List), printed in its QR code's signed
 * statement. Certificates issued before this migration get theirs here, at random like new ones.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.integer("status_list_index");
  });
  const ids = (await knex("issued_certificates").orderBy("id").pluck("id")) as number[];
  const taken = new Set<number>();
  const capacity = statusListCapacity(ids.length);
  for (const id of ids) {
    const index = freeIndex(capacity, (candidate) => taken.has(candidate));
    taken.add(index);
    await knex("issued_certificates").where({ id }).update({ status_list_index: index });
  }
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.unique(["status_list_index"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.dropUnique(["status_list_index"]);
  });
  await knex.schema.alterTable("issued_certificates", (t) => {
    t.dropColumn("status_list_index");
  });
}
