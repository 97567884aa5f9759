import type { Knex } from "knex";
import type { DefinitionRegistry } from "../plugins/app/definitions.ts";
import { recordInRegister, type RegisteredRow } from "./recordInRegister.ts";
import { registerPolicies } from "./registerPolicies.ts";

/** Certificates read at once: a start on a large database does not hold them all in memory. */
const BATCH = 200;

/**
 * Lists on the public register the licences issued before their type declared a register, or
 * before the register existed (decision 0066): run when the portal starts. Each is read as when
 * it is issued; two instances starting at once list each licence once. Answers how many it listed.
 */
export async function fillRegister(knex: Knex, definitions: Pick<DefinitionRegistry, "all" | "get" | "version">): Promise<number> {
  const types = [...registerPolicies(definitions).keys()];
  let added = 0;
  let after = 0;
  while (types.length) {
    const rows = (await knex("issued_certificates as ic")
      .join("transactions as t", "t.id", "ic.transaction_id")
      .leftJoin("vessel_register as vr", "vr.certificate_id", "ic.id")
      .whereNull("vr.certificate_id")
      .whereIn("ic.app_type", types)
      .where("ic.id", ">", after)
      .orderBy("ic.id")
      .limit(BATCH)
      .select("ic.id", "t.app_type", "t.definition_version", "t.answers")) as Array<RegisteredRow & { id: number }>;
    for (const row of rows) if (await recordInRegister(knex, definitions, row, Number(row.id))) added += 1;
    if (rows.length < BATCH) break;
    after = Number(rows.at(-1)?.id);
  }
  return added;
}
