import type { Knex } from "knex";

/**
 * Makes every error of `knex`'s queries carry the database's own words only. knex starts a failed
 * query's message with the statement, its values written in (a registration's argon2 hash among
 * them, issue 25 finding 4); `compileSqlOnError: false` (createKnex) leaves the `?` placeholders
 * instead, and this drops the statement too, so a logged or rethrown error shows no SQL. The
 * error's stack is formatted from the message the first time it is read, so it follows.
 */
export function keepStatementsOutOfErrors(knex: Knex): void {
  knex.on("query-error", (error: unknown, query: { sql?: unknown }) => {
    if (!(error instanceof Error) || typeof query?.sql !== "string") return;
    const prefix = `${query.sql} - `;
    if (!error.message.startsWith(prefix)) return;
    const full = error.message;
    error.message = full.slice(prefix.length);
    if (typeof error.stack === "string") error.stack = error.stack.replace(full, error.message);
  });
}
