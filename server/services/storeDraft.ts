import type { Knex } from "knex";
import { caseBindings, caseById } from "./caseById.ts";
import { perDatabase, together, type Outcome } from "./together.ts";
import { placeholders, withStatements } from "./withStatements.ts";

/** One draft save's write: the transaction's new answers and step, and who saved them. */
export interface DraftWrite {
  /** transactions.id */
  id: number;
  /** The answers as JSON. */
  answers: string;
  /** The wizard step to resume at; null keeps the stored one. */
  step: string | null;
  definitionVersion: string;
  userId: number | null;
  /**
   * Whether the write makes a new revision of the draft (decision 0064): a draft save does; what a
   * refused submit keeps does not, as its refusal tells no revision and the device holds those answers.
   */
  revises: boolean;
}

/** The most drafts one commit stores. */
export const MOST_DRAFTS_PER_COMMIT = 200;

/**
 * Stores the drafts in one transaction with two statements, whatever their number: one update of
 * every row still a draft (conditional: a save racing a submit never rewrites the answers of the
 * application just submitted), one insert of their audit events. The drafts of one row apply in
 * the order they came, as if stored one after the other: the last answers win, a step left out
 * keeps the one before. Answers, per draft, the revision its write left the draft at, or null when
 * it was not stored. The statements go through the driver, prepared once per number of rows
 * (docs/decisions/0025). `basedOn` (one draft only): stored only if the draft is still at that
 * revision, checked by the update itself, so of two writes made against one revision one is stored.
 */
async function storeBatch(knex: Knex, drafts: DraftWrite[], basedOn: number | null = null): Promise<Array<Outcome<number | null>>> {
  const rows = new Map<number, DraftWrite>();
  // Each row's revision goes up by its writes that revise: several saves of one row in a batch each count.
  const saves = new Map<number, number>();
  for (const draft of drafts) {
    rows.set(draft.id, { ...draft, step: draft.step ?? rows.get(draft.id)?.step ?? null });
    saves.set(draft.id, (saves.get(draft.id) ?? 0) + (draft.revises ? 1 : 0));
  }
  const ids = [...rows.keys()];
  const row = (id: number) => rows.get(id) as DraftWrite;
  const atRevision = basedOn === null ? "" : ` and "draft_revision" = ?`;
  try {
    const revisions = await withStatements(
      knex,
      async (sql) => {
        const updated = await sql.all<{ id: number | string; draft_revision: number | string }>(
          `update "transactions" set "answers" = ${caseById(ids.length)}, "selection_category" = ${caseById(ids.length, "COALESCE(?, selection_category)")}, "definition_version" = ${caseById(ids.length)}, "draft_revision" = "draft_revision" + ${caseById(ids.length, "CAST(? AS INTEGER)")}, "updated_at" = CURRENT_TIMESTAMP where "id" in (${placeholders(ids.length)}) and "trans_number" is null${atRevision} returning "id", "draft_revision"`,
          [...caseBindings(ids, (id) => row(id).answers), ...caseBindings(ids, (id) => row(id).step), ...caseBindings(ids, (id) => row(id).definitionVersion), ...caseBindings(ids, (id) => saves.get(id) ?? 0), ...ids, ...(basedOn === null ? [] : [basedOn])],
        );
        const after = new Map(updated.map((u) => [Number(u.id), Number(u.draft_revision)]));
        const events = drafts.filter((d) => after.has(d.id));
        if (events.length) await sql.run(`insert into "transaction_events" ("transaction_id", "user_id", "action", "status", "comment") values ${placeholders(events.length, "(?, ?, ?, ?, NULL)")}`, events.flatMap((d) => [d.id, d.userId, "draft-saved", "Draft"]));
        return after;
      },
      { transaction: true },
    );
    return ownRevisions(drafts, revisions, saves).map((value) => ({ ok: true, value }));
  } catch (error) {
    if (drafts.length === 1) return [{ ok: false, error }];
    // One draft's value refused (PostgreSQL): each is stored again alone, so only that one fails.
    const alone: Array<Outcome<number | null>> = [];
    for (const draft of drafts) alone.push(...(await storeBatch(knex, [draft])));
    return alone;
  }
}

/**
 * The revision each write produced, as if the batch's writes had been stored one after the other
 * in the order they came: the row's revision before the batch (after it, less the batch's saves
 * of that row) plus that row's saves up to and including this write. So two saves of one draft
 * in one batch are told two revisions, the second the one stored, and a phone told a revision
 * holds the one its own answers made. Null: not stored.
 */
function ownRevisions(drafts: DraftWrite[], after: Map<number, number>, saves: Map<number, number>): Array<number | null> {
  const counted = new Map<number, number>();
  return drafts.map((draft) => {
    const stored = after.get(draft.id);
    if (stored === undefined) return null;
    const upTo = (counted.get(draft.id) ?? 0) + (draft.revises ? 1 : 0);
    counted.set(draft.id, upTo);
    return stored - (saves.get(draft.id) ?? 0) + upTo;
  });
}

const storer = perDatabase((knex) => together<DraftWrite, number | null>((drafts) => storeBatch(knex, drafts), MOST_DRAFTS_PER_COMMIT));

/**
 * Stores a draft's answers with its audit event and answers once they are committed, durably:
 * the revision the write left the draft at, or null when it was not stored (the application was
 * submitted meanwhile or, with `basedOn`, is no longer at that revision). The drafts saved while
 * a commit is under way share the next one, and its two statements (docs/decisions/0025): fifty
 * concurrent saves cost two statements and one fsync on SQLite's one connection, not a hundred
 * statements and fifty fsyncs. A write made against a revision (`basedOn`, a phone's replay,
 * decision 0064) is rare and stored alone, in a transaction of its own.
 */
export async function storeDraft(knex: Knex, draft: DraftWrite, basedOn: number | null = null): Promise<number | null> {
  if (basedOn === null) return storer(knex)(draft);
  const [outcome] = await storeBatch(knex, [draft], basedOn);
  if (!outcome?.ok) throw outcome?.error;
  return outcome.value;
}
