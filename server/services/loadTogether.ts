import { together, type Outcome } from "./together.ts";

/** Reads the rows of many keys at once: each key with its row, keys without one left out. */
export type LoadMany<K, R> = (keys: K[]) => Promise<Array<[K, R]>>;

/** The most keys one query asks for (SQLite allows 32,766 bound values a statement). */
export const MOST_KEYS_PER_QUERY = 500;

/**
 * A reader of rows by key that asks the database once for all the keys asked for while its
 * previous query was under way (docs/decisions/0025): fifty requests arriving together cost one or
 * two `where key in (...)` queries instead of fifty round trips through knex and the driver on the
 * one SQLite connection. A key asked for when no query is under way is read at once; every row is
 * read after its request came in, as a query of its own would be. When a shared query fails, each
 * of its keys is read again alone, so one bad key fails only its own request. Each caller gets its
 * own copy of the row.
 */
export function loadTogether<K, R extends object>(loadMany: LoadMany<K, R>): (key: K) => Promise<R | undefined> {
  const runBatch = async (keys: K[]): Promise<Array<Outcome<R | undefined>>> => {
    const distinct = [...new Set(keys)];
    try {
      const rows = new Map(await loadMany(distinct));
      return keys.map((key) => {
        const row = rows.get(key);
        return { ok: true, value: row === undefined ? undefined : { ...row } };
      });
    } catch (error) {
      if (distinct.length === 1) return keys.map(() => ({ ok: false, error }));
      const alone = new Map<K, Array<Outcome<R | undefined>>>();
      for (const key of distinct) alone.set(key, await runBatch([key]));
      return keys.map((key) => alone.get(key)?.[0] ?? { ok: false, error });
    }
  };
  return together(runBatch, MOST_KEYS_PER_QUERY);
}
