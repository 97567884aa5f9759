import type { Knex } from "knex";

/**
 * `CASE id WHEN ? THEN <sql> ... END`: each row's own value, so one update statement writes many
 * rows (docs/decisions/0025). `sql` holds one `?` for the value: "?" for text, a cast for other
 * types (PostgreSQL takes an untyped parameter in a CASE for text).
 */
export function caseById(trx: Knex.Transaction, ids: number[], value: (id: number) => string | number | null, sql = "?"): Knex.Raw {
  return trx.raw(`CASE id ${ids.map(() => `WHEN ? THEN ${sql}`).join(" ")} END`, ids.flatMap((id) => [id, value(id)]));
}
