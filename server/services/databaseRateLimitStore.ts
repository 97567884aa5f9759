import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Knex } from "knex";

/** What @fastify/rate-limit asks of a store's count: hits in the window and milliseconds left. */
interface Count {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, count?: Count) => void;

/** Windows that ended this long ago are deleted, now and then, by the instance counting. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
/** One count in this many also deletes the forgotten windows. */
const SWEEP_EVERY = 500;

/**
 * A fixed window counted in one statement, on SQLite and PostgreSQL alike: a new key starts at 1;
 * a key whose window has ended starts again at 1 from now; otherwise its hits go up by one. Every
 * SET reads the row as it was, so the two CASEs agree.
 */
const COUNT = `insert into "rate_limits" ("key", "window_start_ms", "hits") values (?, ?, 1)
on conflict ("key") do update set
  "hits" = case when "rate_limits"."window_start_ms" + ? <= ? then 1 else "rate_limits"."hits" + 1 end,
  "window_start_ms" = case when "rate_limits"."window_start_ms" + ? <= ? then ? else "rate_limits"."window_start_ms" end
returning "hits", "window_start_ms"`;

/**
 * @fastify/rate-limit's store in the database (issue 28, decision 0050): the per-route limits
 * (password resets, contact confirmations, registrations, submission PDFs, verifications) count
 * each visitor once across every instance sharing the database, and survive a restart. Each route
 * counts apart (`child` names it). `knex` is read when counting: the database plugin starts after
 * the rate-limit plugin.
 */
export function databaseRateLimitStore(knex: () => Knex) {
  let counted = 0;
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = "",
    ) {}

    // Typed as the route's options; what the plugin passes is its merged limits with the route as `routeInfo`.
    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): DatabaseRateLimitStore {
      const info: { method?: string | string[]; url?: string } = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? options;
      return new DatabaseRateLimitStore(undefined, `${[info.method ?? ""].flat().join(",")} ${info.url ?? ""}`);
    }

    incr(key: string, done: Done, timeWindow: number): void {
      const now = Date.now();
      const db = knex();
      db.raw(COUNT, [`${this.route} ${key}`, now, timeWindow, now, timeWindow, now, now])
        .then((result: unknown) => {
          const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ hits: number | string; window_start_ms: number | string }>;
          const row = rows[0];
          if (!row) throw new Error("the rate limit count answered no row");
          if (++counted % SWEEP_EVERY === 0) void db("rate_limits").where("window_start_ms", "<", now - FORGET_AFTER_MS).del().catch(() => undefined);
          done(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.window_start_ms) + timeWindow - now) });
        })
        .catch((error: Error) => done(error));
    }
  };
}
