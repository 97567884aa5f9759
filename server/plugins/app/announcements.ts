import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import pg from "pg";
import type { Config } from "../../config.ts";

/** The one PostgreSQL channel every instance listens on; each payload names its schema and topic. */
export const CHANNEL = "nfa_portal_changes";
/** How long a lost listening connection waits before it tries again, at first and at most. */
const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 30_000;

/** What is kept in one instance's memory and changed by another: each instance is told. */
export interface Announcements {
  /**
   * Tells every instance on the database, this one at once, that `topic` changed. Call it once the
   * change is committed: another instance reads the database as soon as it is told. Never throws.
   */
  announce(topic: string): Promise<void>;
  /**
   * Runs `heard` when any instance announces `topic`, and when the listening connection came back
   * after it was lost (an announcement may have been missed meanwhile).
   */
  listen(topic: string, heard: () => void): void;
}

declare module "fastify" {
  interface FastifyInstance {
    announcements: Announcements;
  }
}

interface Payload {
  schema: string;
  topic: string;
  from: string;
}

/**
 * `app.announcements` (issue 28): on PostgreSQL, NOTIFY on one channel and a LISTEN connection of
 * each instance's own, so a change staff make on one instance (a closed season) is served by every
 * other at once rather than when its copy lapses. The listening connection is not the pool's: a
 * LISTEN holds its connection for the instance's life. When it is lost it is opened again with a
 * growing wait, and every listener is run, since an announcement may have gone by. On SQLite the
 * portal is one process (several instances need PostgreSQL: README), so announcing is a call.
 */
export default fp(
  async function announcements(app: FastifyInstance, opts: { config: Pick<Config, "databaseUrl" | "databaseSchema"> }) {
    const listeners = new Map<string, Array<() => void>>();
    const hear = (topic: string) => {
      for (const heard of listeners.get(topic) ?? []) heard();
    };
    const hearAll = () => {
      for (const topic of listeners.keys()) hear(topic);
    };
    const url = opts.config.databaseUrl;
    const schema = opts.config.databaseSchema ?? "";
    const me = randomUUID();
    let client: pg.Client | null = null;
    let closed = false;
    let retryMs = RETRY_FIRST_MS;
    let retry: NodeJS.Timeout | null = null;

    const connect = async (again: boolean): Promise<void> => {
      if (!url || closed) return;
      // Named, so an operator (or a test) can tell these connections apart in pg_stat_activity.
      const next = new pg.Client({ connectionString: url, application_name: `nfa-announcements ${schema}`.slice(0, 63) });
      next.on("notification", (message) => {
        let payload: Payload;
        try {
          payload = JSON.parse(message.payload ?? "") as Payload;
        } catch {
          return;
        }
        // Another schema is another portal (tests share one database); this instance heard its own at once.
        if (payload.schema === schema && payload.from !== me) hear(payload.topic);
      });
      const lost = (error?: Error) => {
        if (client !== next) return;
        client = null;
        next.removeAllListeners("end");
        next.end().catch(() => undefined);
        if (closed) return;
        app.log.warn({ err: error }, "the connection announcing changes between instances was lost: opening it again");
        schedule();
      };
      next.on("error", lost);
      next.on("end", () => lost());
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        next.removeAllListeners("end");
        await next.end().catch(() => undefined);
        if (closed) return;
        app.log.warn({ err: error }, "cannot listen for changes made by other instances yet: trying again");
        schedule();
        return;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      retryMs = RETRY_FIRST_MS;
      if (again) hearAll();
    };
    const schedule = () => {
      retry = setTimeout(() => {
        retry = null;
        void connect(true);
      }, retryMs);
      retryMs = Math.min(RETRY_MOST_MS, retryMs * 2);
    };

    app.decorate("announcements", {
      async announce(topic: string) {
        hear(topic);
        if (!url) return;
        // The change itself is stored: an announcement that cannot be sent is logged, not answered
        // as a failure, and the others see the change when their copy lapses.
        await app.knex.raw("select pg_notify(?, ?)", [CHANNEL, JSON.stringify({ schema, topic, from: me } satisfies Payload)]).catch((error: unknown) => app.log.warn({ err: error }, `cannot tell the other instances that ${topic} changed`));
      },
      listen(topic: string, heard: () => void) {
        listeners.set(topic, [...(listeners.get(topic) ?? []), heard]);
      },
    });
    await connect(false);
    app.addHook("onClose", async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      last?.removeAllListeners("end");
      await last?.end().catch(() => undefined);
    });
  },
  { name: "announcements", dependencies: ["db"] },
);
