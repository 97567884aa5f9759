import type { Knex } from "knex";
import { caseBindings, caseById } from "./caseById.ts";
import { nextSequenceOf } from "./nextSequence.ts";
import { deliverNotifications, notifyEvents } from "./notifications/notifier.ts";
import { perDatabase, together, type Outcome } from "./together.ts";
import { placeholders, withStatements, type Statements } from "./withStatements.ts";

/** Status of a freshly submitted application (spec 000 §4 'Transaction statuses seen'). */
export const RECEIVED = "Application Received by the NFA";

/** Transaction numbers: NFA-<year>-<six-digit sequence>, e.g. NFA-2026-000042. */
export const formatTransNumber = (year: string, sequence: number) => `NFA-${year}-${String(sequence).padStart(6, "0")}`;

/** An accepted submit: the answers on the wizard's path (JSON), their fees and the year that numbers it. */
export interface Accepted {
  answers: string;
  totalCents: number;
  year: string;
  /** The applicant's name (fullName of the answers, else the profile), kept for the queue's search and sort. */
  applicantName: string;
  /** The version that judged it. */
  version: string;
  /** What was judged, frozen (JSON of FrozenJudgement, decision 0041). */
  frozen: string;
}

/**
 * One submit's write, after the server judged it: a refused one keeps its answers as sent (JSON)
 * as the draft, so it loses nothing; an accepted one is numbered.
 */
export type Submission = {
  id: number;
  userId: number | null;
  /** The draft revision the answers were made against (a phone's replay, decision 0064): neither kept nor numbered if the draft has moved on. */
  basedOn?: number | null;
} & ({ sent: string; accepted: null } | { sent: null; accepted: Accepted });

/** What the write did: numbered the application, found it numbered meanwhile, kept the refused submit's draft, or refused a submit made against an older revision. */
export type Stored = { kind: "numbered"; transNumber: string } | { kind: "already" } | { kind: "kept" } | { kind: "stale" };

/** The most submits one commit stores. */
export const MOST_SUBMITS_PER_COMMIT = 200;

/**
 * Stores submits in one transaction with at most five statements (six when one was made against a
 * revision, decision 0064), whatever their number, with the outcome of each as if they had been
 * stored one after the other in the order they came: the refused ones keep their answers as the
 * draft (where it is still one), the first accepted submit of each application still a draft
 * numbers it, every later one finds it numbered; one made against an older revision does
 * neither. Only rows still
 * drafts, read inside the transaction (and locked on PostgreSQL), take a number, so every number
 * allocated is stored: no gaps, none acknowledged and lost (issue 13 finding 4).
 */
async function storeBatch(knex: Knex, submissions: Submission[]): Promise<Array<Outcome<Stored>>> {
  // SQLite serialises writers by itself; PostgreSQL needs the rows' locks.
  const forUpdate = knex.client.config.client === "pg" ? " for update" : "";
  try {
    // Through the driver, each statement prepared once per number of rows (docs/decisions/0025).
    let told = 0;
    let stale = new Set<Submission>();
    const numbers = await withStatements(
      knex,
      async (sql) => {
        stale = await staleSubmissions(sql, submissions, forUpdate);
        const kept = new Map<number, string>();
        for (const s of submissions) if (s.accepted === null && !stale.has(s)) kept.set(s.id, s.sent);
        if (kept.size) {
          const ids = [...kept.keys()];
          await sql.run(`update "transactions" set "answers" = ${caseById(ids.length)}, "updated_at" = CURRENT_TIMESTAMP where "id" in (${placeholders(ids.length)}) and "trans_number" is null`, [...caseBindings(ids, (id) => kept.get(id) ?? null), ...ids]);
        }
        const acceptedIds = [...new Set(submissions.filter((s) => s.accepted).map((s) => s.id))];
        if (!acceptedIds.length) return new Map<Submission, string>();
        const drafts = await sql.all<{ id: number | string }>(`select "id" from "transactions" where "id" in (${placeholders(acceptedIds.length)}) and "trans_number" is null${forUpdate}`, acceptedIds);
        const open = new Set(drafts.map((d) => Number(d.id)));
        const numbering = submissions.filter((s) => s.accepted && !stale.has(s) && open.delete(s.id));
        const numbered = await numberAll(sql, numbering);
        told = await notifyEvents(knex, (text, bindings) => sql.all(text, bindings), numbering.map((s) => ({ transactionId: s.id, action: "submitted", status: RECEIVED, comment: null })));
        return numbered;
      },
      { transaction: true },
    );
    // Committed: the applicants' notifications stored with their numbers go to the mailer (decision 0038).
    if (told) void deliverNotifications(knex);
    return submissions.map((s) => {
      const transNumber = numbers.get(s);
      return { ok: true, value: transNumber ? { kind: "numbered", transNumber } : stale.has(s) ? { kind: "stale" } : s.accepted ? { kind: "already" } : { kind: "kept" } };
    });
  } catch (error) {
    if (submissions.length === 1) return [{ ok: false, error }];
    // Rolled back: each submit is stored again alone, so one submit's failure is only its own.
    const alone: Array<Outcome<Stored>> = [];
    for (const submission of submissions) alone.push(...(await storeBatch(knex, [submission])));
    return alone;
  }
}

/**
 * The submits made against a revision their draft is no longer at (decision 0064), read inside the
 * batch's transaction (the rows locked on PostgreSQL; SQLite has one writer), so no save slips in
 * between the check and the write. A submit's writes make no revision, so one read holds for the
 * whole batch. An application already submitted is left to the usual answer (its number).
 */
async function staleSubmissions(sql: Statements, submissions: Submission[], forUpdate: string): Promise<Set<Submission>> {
  const against = submissions.filter((s) => s.basedOn !== undefined && s.basedOn !== null);
  if (!against.length) return new Set();
  const ids = [...new Set(against.map((s) => s.id))];
  const rows = await sql.all<{ id: number | string; draft_revision: number | string }>(`select "id", "draft_revision" from "transactions" where "id" in (${placeholders(ids.length)}) and "trans_number" is null${forUpdate}`, ids);
  const revisions = new Map(rows.map((r) => [Number(r.id), Number(r.draft_revision)]));
  return new Set(against.filter((s) => revisions.has(s.id) && revisions.get(s.id) !== s.basedOn));
}

/** Numbers the accepted drafts in the order they came (one sequence upsert per year), stores them and their audit events. */
async function numberAll(sql: Statements, numbering: Submission[]): Promise<Map<Submission, string>> {
  const numbers = new Map<Submission, string>();
  if (!numbering.length) return numbers;
  for (const year of new Set(numbering.map((s) => s.accepted?.year ?? ""))) {
    const ofYear = numbering.filter((s) => s.accepted?.year === year);
    const first = await nextSequenceOf(sql, `trans-${year}`, 1, ofYear.length);
    ofYear.forEach((s, i) => numbers.set(s, formatTransNumber(year, first + i)));
  }
  const byId = new Map(numbering.map((s) => [s.id, s]));
  const ids = [...byId.keys()];
  const of = (id: number) => byId.get(id) as Submission & { accepted: Accepted };
  const updated = await sql.run(
    `update "transactions" set "answers" = ${caseById(ids.length)}, "trans_number" = ${caseById(ids.length)}, "status" = ?, "amount_due_cents" = ${caseById(ids.length, "CAST(? AS BIGINT)")}, "applicant_name" = ${caseById(ids.length)}, "definition_version" = ${caseById(ids.length)}, "frozen" = ${caseById(ids.length)}, "version_changes" = NULL, "submitted_on" = CURRENT_TIMESTAMP, "updated_at" = CURRENT_TIMESTAMP where "id" in (${placeholders(ids.length)}) and "trans_number" is null`,
    [...caseBindings(ids, (id) => of(id).accepted.answers), ...caseBindings(ids, (id) => numbers.get(of(id)) ?? null), RECEIVED, ...caseBindings(ids, (id) => of(id).accepted.totalCents), ...caseBindings(ids, (id) => of(id).accepted.applicantName), ...caseBindings(ids, (id) => of(id).accepted.version), ...caseBindings(ids, (id) => of(id).accepted.frozen), ...ids],
  );
  // The rows were read as drafts in this transaction: anything else rolls it back, numbers included.
  if (updated !== ids.length) throw new Error(`numbered ${String(updated)} of ${ids.length} drafts`);
  await sql.run(`insert into "transaction_events" ("transaction_id", "user_id", "action", "status", "comment") values ${placeholders(numbering.length, "(?, ?, ?, ?, NULL)")}`, numbering.flatMap((s) => [s.id, s.userId, "submitted", RECEIVED]));
  return numbers;
}

const storer = perDatabase((knex) => together<Submission, Stored>((submissions) => storeBatch(knex, submissions), MOST_SUBMITS_PER_COMMIT));

/**
 * Stores a judged submit and answers once it is committed, durably. The submits made while a
 * commit is under way share the next one and its few statements (docs/decisions/0025): a group
 * commit, each submit answered only after the commit that holds it.
 */
export function storeSubmission(knex: Knex, submission: Submission): Promise<Stored> {
  return storer(knex)(submission);
}
