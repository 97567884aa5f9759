import type { Knex } from "knex";

/** What became of one item of a batch. */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * A function of one item that runs its items in batches (docs/decisions/0025): an item that comes
 * when no batch is under way runs at once, alone, so an idle server waits for nothing; the items
 * that come while a batch is under way wait for it and then run together as the next batch, in
 * the order they came. `runBatch` answers one outcome per item, in order; if it throws, every
 * item of the batch fails with its error. At most `most` items run in one batch.
 */
export function together<I, O>(runBatch: (items: I[]) => Promise<Array<Outcome<O>>>, most: number): (item: I) => Promise<O> {
  const waiting: Array<{ item: I; resolve: (value: O) => void; reject: (error: unknown) => void }> = [];
  let running = false;
  const drain = async (): Promise<void> => {
    running = true;
    try {
      while (waiting.length) {
        const batch = waiting.splice(0, most);
        let outcomes: Array<Outcome<O>>;
        try {
          outcomes = await runBatch(batch.map((b) => b.item));
        } catch (error) {
          outcomes = batch.map(() => ({ ok: false, error }));
        }
        batch.forEach((b, i) => {
          const outcome = outcomes[i] ?? { ok: false, error: new Error("no outcome for an item of a batch") };
          if (outcome.ok) b.resolve(outcome.value);
          else b.reject(outcome.error);
        });
      }
    } finally {
      running = false;
    }
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}

/** One value per database (a reader, a writer) made on first use: tests build many apps, each with its own. */
export function perDatabase<T>(make: (knex: Knex) => T): (knex: Knex) => T {
  const made = new WeakMap<Knex, T>();
  return (knex) => {
    let value = made.get(knex);
    if (value === undefined) {
      value = make(knex);
      made.set(knex, value);
    }
    return value;
  };
}
