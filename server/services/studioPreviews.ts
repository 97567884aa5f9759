import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import type { Definition } from "../../engine/types.ts";

/** One edited definition kept for the live preview. */
export interface StudioPreview {
  /** The random id the browser asks for it by (also the validators module's address). */
  id: string;
  userId: number;
  hash: string;
  /** The edited definition, resolved: compiled only in a studio worker, never on the thread that answers visitors (decision 0043). */
  definition: Definition;
  expires: number;
}

/** What this instance holds of a stored preview: the parsed definition, and its validators module once built. */
interface Local {
  hash: string;
  definition: Definition;
  module?: Promise<string>;
}

/**
 * The edited definitions the live preview runs (decision 0035), kept in the database (table
 * studio_previews, issue 28) so that a preview checked on one instance is served by any other: by
 * user and content hash, at most `perUser` each and `total` in all, each for `ttlMs` after its last
 * check. The oldest go first. Their validators are compiled on the server, in a studio worker (the
 * browser compiles no ajv, decision 0027; decision 0043), by each instance the first time it is
 * asked, and kept in its memory beside the parsed definition.
 * Nothing here touches the served definitions.
 */
export class StudioPreviews {
  private readonly local = new Map<string, Local>();

  constructor(
    private readonly knex: Knex,
    private readonly perUser = 4,
    private readonly total = 40,
    private readonly ttlMs = 30 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps (or refreshes) the user's preview of this content and answers it. */
  async keep(userId: number, hash: string, definition: Definition): Promise<StudioPreview> {
    const now = this.now();
    const expires = now + this.ttlMs;
    await this.knex("studio_previews").where("expires_at_ms", "<=", now).del();
    // One statement, so two checks of the same content at once (on two instances) keep one row.
    const [row] = (await this.knex("studio_previews")
      .insert({ id: randomBytes(16).toString("hex"), user_id: userId, hash, definition: JSON.stringify(definition), expires_at_ms: expires })
      .onConflict(["user_id", "hash"])
      .merge(["expires_at_ms"])
      .returning("id")) as Array<{ id: string }>;
    const id = String(row?.id);
    // The oldest beyond the bounds: the user's, then everyone's.
    const newest = (query: Knex.QueryBuilder, most: number) => query.select("id").orderBy([{ column: "expires_at_ms", order: "desc" }, { column: "id", order: "desc" }]).limit(most);
    await this.knex("studio_previews").where({ user_id: userId }).whereNotIn("id", newest(this.knex("studio_previews").where({ user_id: userId }), this.perUser)).del();
    await this.knex("studio_previews").whereNotIn("id", newest(this.knex("studio_previews"), this.total)).del();
    this.remember(id, hash, definition);
    return { id, userId, hash, definition, expires };
  }

  /** The preview with this id, if it is still kept (by any instance). */
  async get(id: string): Promise<StudioPreview | undefined> {
    const known = this.local.get(id);
    const row = (await this.knex("studio_previews")
      .where({ id })
      .where("expires_at_ms", ">", this.now())
      .first(["user_id", "hash", "expires_at_ms", ...(known ? [] : ["definition"])])) as { user_id: number | string; hash: string; expires_at_ms: number | string; definition?: string } | undefined;
    if (!row) {
      this.local.delete(id);
      return undefined;
    }
    // An id names one content for its life (a new content is a new row), so a copy never goes stale.
    const definition = known ? known.definition : this.remember(id, row.hash, JSON.parse(String(row.definition)) as Definition).definition;
    return { id, userId: Number(row.user_id), hash: row.hash, definition, expires: Number(row.expires_at_ms) };
  }

  /** The preview's validators module, built by `build` the first time this instance is asked; a failed build is not kept. */
  validators(preview: StudioPreview, build: (definition: Definition) => Promise<string>): Promise<string> {
    const local = this.remember(preview.id, preview.hash, preview.definition);
    if (!local.module) {
      const module = build(preview.definition);
      local.module = module;
      module.catch(() => {
        if (local.module === module) local.module = undefined;
      });
    }
    return local.module;
  }

  /** How many are kept in the database (for tests of the bound). */
  async size(): Promise<number> {
    const [row] = (await this.knex("studio_previews").where("expires_at_ms", ">", this.now()).count({ count: "*" })) as Array<{ count: number | string }>;
    return Number(row?.count ?? 0);
  }

  /** This instance's copy of a preview, kept to the same bound as the table (the oldest copied go first). */
  private remember(id: string, hash: string, definition: Definition): Local {
    const known = this.local.get(id);
    if (known?.hash === hash) return known;
    const local: Local = { hash, definition };
    this.local.set(id, local);
    for (const old of [...this.local.keys()].slice(0, Math.max(0, this.local.size - this.total))) this.local.delete(old);
    return local;
  }
}
