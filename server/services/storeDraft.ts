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
}

/** The most drafts one commit stores. */
export const MOST_DRAFTS_PER_COMMIT = 200;

/**
 * Stores the drafts in one transaction with two statements, whatever their number: one update of
 * every row still a draft (conditional: a save racing a submit never rewrites the answers of the
 * application just submitted), one insert of their audit events. The drafts of one row apply in
 * the order they came, as if stored one after the other: the last answers win, a step left out
 * keeps the one before. Answers, per draft, whether it was stored. The statements go through the
 * driver, prepared once per number of rows (docs/decisions/0025).
 */
async function storeBatch(knex: Knex, drafts: DraftWrite[]): Promise<Array<Outcome<boolean>>> {
  const rows = new Map<number, DraftWrite>();
  for (const draft of drafts) rows.set(draft.id, { ...draft, step: draft.step ?? rows.get(draft.id)?.step ?? null });
  const ids = [...rows.keys()];
  const row = (id: number) => rows.get(id) as DraftWrite;
  try {
    const stored = await withStatements(
      knex,
      async (sql) => {
        const updated = await sql.all<{ id: number | string }>(
          `update "transactions" set "answers" = ${caseById(ids.length)}, "selection_category" = ${caseById(ids.length, "COALESCE(?, selection_category)")}, "definition_version" = ${caseById(ids.length)}, "updated_at" = CURRENT_TIMESTAMP where "id" in (${placeholders(ids.length)}) and "trans_number" is null returning "id"`,
          [...caseBindings(ids, (id) => row(id).answers), ...caseBindings(ids, (id) => row(id).step), ...caseBindings(ids, (id) => row(id).definitionVersion), ...ids],
        );
        const storedIds = new Set(updated.map((u) => Number(u.id)));
        const events = drafts.filter((d) => storedIds.has(d.id));
        if (events.length) await sql.run(`insert into "transaction_events" ("transaction_id", "user_id", "action", "status", "comment") values ${placeholders(events.length, "(?, ?, ?, ?, NULL)")}`, events.flatMap((d) => [d.id, d.userId, "draft-saved", "Draft"]));
        return storedIds;
      },
      { transaction: true },
    );
    return drafts.map((d) => ({ ok: true, value: stored.has(d.id) }));
  } catch (error) {
    if (drafts.length === 1) return [{ ok: false, error }];
    // One draft's value refused (PostgreSQL): each is stored again alone, so only that one fails.
    const alone: Array<Outcome<boolean>> = [];
    for (const draft of drafts) alone.push(...(await storeBatch(knex, [draft])));
    return alone;
  }
}

const storer = perDatabase((knex) => together<DraftWrite, boolean>((drafts) => storeBatch(knex, drafts), MOST_DRAFTS_PER_COMMIT));

/**
 * Stores a draft's answers with its audit event and answers once they are committed, durably:
 * true when stored, false when the application was submitted meanwhile. The drafts saved while a
 * commit is under way share the next one, and its two statements (docs/decisions/0025): fifty
 * concurrent saves cost two statements and one fsync on SQLite's one connection, not a hundred
 * statements and fifty fsyncs.
 */
export function storeDraft(knex: Knex, draft: DraftWrite): Promise<boolean> {
  return storer(knex)(draft);
}
