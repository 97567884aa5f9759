import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** A stored closed season (spec 000 §3), as GET /api/constants/species-seasons lists it. */
export interface SeasonRow {
  id: number;
  specie_name: string;
  start_date: string;
  end_date: string;
  description: string | null;
}

/** The stored closed seasons, read once and kept until staff change them. */
export interface SeasonStore {
  /** Every stored season by id. The same array until the seasons change: callers must not modify it. */
  rows(): Promise<readonly SeasonRow[]>;
  /** Call once a change of the seasons is committed: the next `rows()` of every instance reads them again. */
  changed(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    seasons: SeasonStore;
  }
}

/**
 * A store not trusted for longer than this, in case the table changed behind the portal (an
 * operator's SQL): docs/decisions/0025. Another instance's edit is announced at once (issue 28).
 */
export const SEASONS_KEPT_MS = 60_000;

/**
 * `app.seasons`: the closed seasons every wizard and every draft save judges with, kept in memory
 * (docs/decisions/0025: reading the table was most of a cheap read's time and a query of every
 * save). The staff edit calls `changed()` once its update is stored, so the next read, and every
 * judgement after the edit's answer, sees the new dates at once; every other instance on the
 * database is told (app.announcements) and reads them again too.
 */
export default fp(
  async function seasons(app: FastifyInstance) {
    let kept: { rows: Promise<readonly SeasonRow[]>; at: number } | null = null;
    const read = async (): Promise<readonly SeasonRow[]> => Object.freeze(await app.knex("species_seasons").select("id", "specie_name", "start_date", "end_date", "description").orderBy("id"));
    app.decorate("seasons", {
      rows: () => {
        if (!kept || Date.now() - kept.at > SEASONS_KEPT_MS) {
          const rows = read();
          const entry = { rows, at: Date.now() };
          kept = entry;
          // A failed read is not kept: the next call tries again.
          rows.catch(() => {
            if (kept === entry) kept = null;
          });
        }
        return kept.rows;
      },
      changed: () => app.announcements.announce("seasons"),
    });
    app.announcements.listen("seasons", () => {
      kept = null;
    });
  },
  { name: "seasons", dependencies: ["db", "announcements"] },
);
