import type { Knex } from "knex";
import type { Database, Statement } from "sqlite3";

/**
 * SQL run through the database's driver rather than knex's query builder (docs/decisions/0025):
 * for the few statements every draft save and submit makes. The SQL is written once for both
 * databases: `?` placeholders, double-quoted names.
 */
export interface Statements {
  /** The rows a statement answers: a select, or a write with RETURNING. */
  all<T>(sql: string, bindings?: readonly unknown[]): Promise<T[]>;
  /** Runs a write; answers how many rows it changed. */
  run(sql: string, bindings?: readonly unknown[]): Promise<number>;
}

/** `?, ?, ?`: one placeholder per value of a list (`in (...)`), or `each` per row of a multi-row insert. */
export const placeholders = (count: number, each = "?"): string => Array.from({ length: count }, () => each).join(", ");

/** The most prepared statements kept per SQLite connection: one per shape of statement (a list of 1, 2, ... keys) in use. */
export const MOST_PREPARED = 100;

/**
 * Runs `work` with statements on one connection of `knex`'s pool, in one transaction when asked
 * (committed when `work` resolves, rolled back when it throws). On SQLite each statement is
 * prepared once per connection and kept (`MOST_PREPARED`, the least recently used finalized
 * first), so running one is a single trip to the driver's thread pool: no SQL compiled by knex,
 * none prepared again by SQLite, no finalize. PostgreSQL runs the same SQL through `knex.raw`.
 * The rows are those the query builder would answer; a statement that fails rejects with the
 * driver's error, as through knex.
 */
export async function withStatements<T>(knex: Knex, work: (statements: Statements) => Promise<T>, { transaction = false } = {}): Promise<T> {
  if (knex.client.config.client !== "sqlite3") {
    return transaction ? knex.transaction((trx) => work(throughKnex(trx))) : work(throughKnex(knex));
  }
  const connection = (await knex.client.acquireConnection()) as Database;
  try {
    const statements = preparedOn(connection, knex.client);
    if (!transaction) return await work(statements);
    // The statements knex's own transactions send on SQLite.
    await statements.run("BEGIN;");
    try {
      const result = await work(statements);
      await statements.run("COMMIT;");
      return result;
    } catch (error) {
      // A transaction SQLite already rolled back by itself has nothing left to roll back.
      await statements.run("ROLLBACK").catch(() => undefined);
      throw error;
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

/** The rows of one statement on `knex` (see withStatements). */
export function allRows<T>(knex: Knex, sql: string, bindings: readonly unknown[]): Promise<T[]> {
  return withStatements(knex, (statements) => statements.all<T>(sql, bindings));
}

/** PostgreSQL: the same SQL through knex.raw, which numbers the placeholders. */
function throughKnex(knex: Knex | Knex.Transaction): Statements {
  return {
    all: async <T>(sql: string, bindings: readonly unknown[] = []) => ((await knex.raw(sql, bindings as Knex.RawBinding[])) as { rows: T[] }).rows,
    run: async (sql: string, bindings: readonly unknown[] = []) => ((await knex.raw(sql, bindings as Knex.RawBinding[])) as { rowCount: number | null }).rowCount ?? 0,
  };
}

/** Each SQLite connection's statements, and the prepared statements they keep, by SQL. */
const perConnection = new WeakMap<Database, Statements>();

function preparedOn(connection: Database, client: Knex.Client): Statements {
  const known = perConnection.get(connection);
  if (known) return known;
  const kept = new Map<string, Statement>();
  // A connection with statements not finalized cannot close (SQLITE_BUSY): they are finalized
  // first, whoever closes it (knex.destroy, the pool retiring an idle reader). None is running
  // then: the connection is back in the pool, and a statement of a released connection is done.
  const close = connection.close.bind(connection);
  connection.close = (callback?: (error: Error | null) => void) => {
    for (const statement of kept.values()) statement.finalize();
    kept.clear();
    close(callback);
  };
  const prepared = async (sql: string): Promise<Statement> => {
    const statement = kept.get(sql);
    if (statement) {
      kept.delete(sql);
      kept.set(sql, statement);
      return statement;
    }
    const made = await new Promise<Statement>((resolve, reject) => {
      const preparing: Statement = connection.prepare(sql, (error: Error | null) => (error ? reject(error) : resolve(preparing)));
    });
    if (kept.size >= MOST_PREPARED) {
      const [oldest, old] = kept.entries().next().value as [string, Statement];
      kept.delete(oldest);
      old.finalize();
    }
    kept.set(sql, made);
    return made;
  };
  // knex's "query" event, as knex emits it before each statement it sends: what listens to
  // knex (a test counting statements, a trace) hears these too.
  const sent = (sql: string, bindings: readonly unknown[]) => {
    if (client.listenerCount("query")) client.emit("query", { sql, bindings, method: "raw" });
  };
  const statements: Statements = {
    // Every statement is stepped to its end (all, run, never get): a statement left on a row would
    // hold its read snapshot, and later reads on the connection would not see later commits.
    all: async <T>(sql: string, bindings: readonly unknown[] = []) => {
      sent(sql, bindings);
      const statement = await prepared(sql);
      return new Promise<T[]>((resolve, reject) => statement.all(bindings, (error: Error | null, rows: T[]) => (error ? reject(error) : resolve(rows))));
    },
    run: async (sql: string, bindings: readonly unknown[] = []) => {
      sent(sql, bindings);
      const statement = await prepared(sql);
      return new Promise<number>((resolve, reject) =>
        statement.run(bindings, function (this: { changes: number }, error: Error | null) {
          if (error) reject(error);
          else resolve(this.changes);
        }),
      );
    },
  };
  perConnection.set(connection, statements);
  return statements;
}
