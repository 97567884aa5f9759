/**
 * `CASE id WHEN ? THEN <sql> ... END` for `count` rows: each row's own value, so one update
 * statement writes many rows (docs/decisions/0025). `sql` holds one `?` for the value: "?" for
 * text, a cast for other types (PostgreSQL takes an untyped parameter in a CASE for text). The
 * bindings are caseBindings' of the same ids.
 */
export function caseById(count: number, sql = "?"): string {
  return `CASE id ${Array.from({ length: count }, () => `WHEN ? THEN ${sql}`).join(" ")} END`;
}

/** The bindings of caseById for `ids`: each id, then its row's value. */
export function caseBindings(ids: number[], value: (id: number) => string | number | null): Array<string | number | null> {
  return ids.flatMap((id) => [id, value(id)]);
}
