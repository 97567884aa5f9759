import { randomBytes } from "node:crypto";
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
  /** The validators module, built on first request. */
  module?: Promise<string>;
}

/**
 * The edited definitions the live preview runs (decision 0035): their validators compiled on the
 * server, in a studio worker (the browser compiles no ajv, decision 0027; decision 0043), kept in
 * memory by user and content hash, at most `perUser` each and `total` in all, each for `ttlMs`
 * after its last check. The oldest go first.
 * Nothing here touches the served definitions.
 */
export class StudioPreviews {
  private readonly byId = new Map<string, StudioPreview>();

  constructor(
    private readonly perUser = 4,
    private readonly total = 40,
    private readonly ttlMs = 30 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps (or refreshes) the user's preview of this content and answers it. */
  keep(userId: number, hash: string, definition: Definition): StudioPreview {
    this.sweep();
    const known = [...this.byId.values()].find((p) => p.userId === userId && p.hash === hash);
    if (known) {
      // Refreshed and moved to the back of the queue (a Map iterates in insertion order).
      this.byId.delete(known.id);
      known.expires = this.now() + this.ttlMs;
      this.byId.set(known.id, known);
      return known;
    }
    const preview: StudioPreview = { id: randomBytes(16).toString("hex"), userId, hash, definition, expires: this.now() + this.ttlMs };
    this.byId.set(preview.id, preview);
    const mine = [...this.byId.values()].filter((p) => p.userId === userId);
    for (const old of mine.slice(0, Math.max(0, mine.length - this.perUser))) this.byId.delete(old.id);
    for (const old of [...this.byId.values()].slice(0, Math.max(0, this.byId.size - this.total))) this.byId.delete(old.id);
    return preview;
  }

  /** The preview with this id, if it is still kept. */
  get(id: string): StudioPreview | undefined {
    this.sweep();
    return this.byId.get(id);
  }

  /** How many are kept (for tests of the bound). */
  get size(): number {
    return this.byId.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, preview] of this.byId) if (preview.expires <= now) this.byId.delete(id);
  }
}
