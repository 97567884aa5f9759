import type { Knex } from "knex";

/**
 * Inserts `n` bare draft transactions (no login, no answers) straight into the table and returns
 * their ids: the rows the group-commit tests of draft saves and submits write over. `prefix`
 * keeps their temp_trans_ids apart from other tests' rows.
 */
export async function insertDrafts(knex: Knex, prefix: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const [row] = (await knex("transactions").insert({ temp_trans_id: `${prefix}-${crypto.randomUUID()}`, app_type: "X", status: "Draft", definition_version: "1" }).returning("id")) as Array<{ id: number } | number>;
    ids.push(Number(typeof row === "object" ? row.id : row));
  }
  return ids;
}
