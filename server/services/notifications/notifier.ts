import type { FastifyBaseLogger } from "fastify";
import type { Knex } from "knex";
import { renderNotice, type NoticeValues } from "../../../engine/notifications/renderNotice.ts";
import type { Mailer } from "../mailer.ts";
import { placeholders } from "../withStatements.ts";
import { notificationTemplates } from "./notificationTemplates.ts";

/** What the notifier of one database needs from its app: the mailer, the type titles and a log. */
export interface NotifierDeps {
  mailer: Mailer;
  titleOf: (appType: string) => string;
  log: Pick<FastifyBaseLogger, "warn">;
  /** The portal's public address (PUBLIC_URL), before the dashboard link's path. */
  origin?: string;
}

/** A recorded event, as notifyEvents reads it. */
export interface RecordedEvent {
  transactionId: number;
  action: string;
  status: string | null;
  comment: string | null;
  /** What else the event's template is filled with (a licence reminder's expiry day and days left). */
  values?: Pick<NoticeValues, "expiryDate" | "daysLeft">;
  /** Who is told when it is not the application's holder: the new owner of a licence being transferred (decision 0069). */
  entityId?: number;
}

/** Runs one SQL statement (`?` placeholders), answering its rows: knex.raw, or the driver's statements of a submit. */
export type RunSql = <T>(sql: string, bindings: readonly unknown[]) => Promise<T[]>;

/** Of each application, who is told and what fills the template: its entity's primary user (decision 0038), by their confirmed contacts. */
interface Facts {
  id: number | string;
  trans_number: string | null;
  app_type: string;
  entity_id: number | string;
  status: string;
  name_of_applicant: string | null;
  email: string | null;
  phone: string | null;
}

// Only contacts the user confirmed (decision 0044): the words of a notification (the applicant's
// name among them) never reach an address or number nobody showed to be theirs. The entity's own
// phone, typed at registration and never confirmed, is not one of them.
const FACTS_SQL = (n: number) =>
  `select t."id", t."trans_number", t."app_type", t."entity_id", t."status", u."name_of_applicant", case when u."email_verified_at" is not null then u."email" end as "email", case when u."phone_verified_at" is not null then u."cell_phone_user" end as "phone" from "transactions" t join "entities" e on e."id" = t."entity_id" left join "users" u on u."id" = e."primary_user_id" where t."id" in (${placeholders(n)})`;
/** Of an entity told about someone else's application (a transfer's new owner): its primary user, by their confirmed contacts, as FACTS_SQL. */
type Told = Pick<Facts, "entity_id" | "name_of_applicant" | "email" | "phone">;
const TOLD_SQL = (n: number) =>
  `select e."id" as "entity_id", u."name_of_applicant", case when u."email_verified_at" is not null then u."email" end as "email", case when u."phone_verified_at" is not null then u."cell_phone_user" end as "phone" from "entities" e left join "users" u on u."id" = e."primary_user_id" where e."id" in (${placeholders(n)})`;
const COLUMNS = ["transaction_id", "entity_id", "event", "status", "channel", "recipient", "subject", "text"];

// Keyed by the client's config, which knex shares with every transaction it opens, so recordEvent
// finds the notifier from the trx it is given, and tests' many apps each keep their own.
const notifiers = new WeakMap<object, NotifierDeps & { knex: Knex }>();
const sweeps = new WeakMap<object, { running: Promise<void> | null; again: boolean }>();

/** Makes the events recorded on `knex` (and its transactions) notify through `deps`. */
export function registerNotifier(knex: Knex, deps: NotifierDeps): void {
  notifiers.set(knex.client.config as object, { ...deps, knex });
}

/**
 * Stores the notification of each recorded event that a template answers, with `run` (inside the
 * event's own database transaction, so a rolled-back move leaves none). An application without an
 * entity (the violation notice) has no one to tell. Answers how many were stored.
 */
export async function notifyEvents(knex: Knex, run: RunSql, events: RecordedEvent[]): Promise<number> {
  const deps = notifiers.get(knex.client.config as object);
  const templates = notificationTemplates();
  // Most events (a payment started, a certificate issued beside its approval) tell no one: no read for them.
  const telling = events.filter((e) => templates.templates.some((t) => t.event === e.action));
  if (!deps || !telling.length) return 0;
  const ids = [...new Set(telling.map((e) => e.transactionId))];
  const facts = new Map((await run<Facts>(FACTS_SQL(ids.length), ids)).map((f) => [Number(f.id), f]));
  const others = [...new Set(telling.flatMap((e) => (e.entityId === undefined ? [] : [e.entityId])))];
  const told = new Map(others.length ? (await run<Told>(TOLD_SQL(others.length), others)).map((t) => [Number(t.entity_id), t]) : []);
  const rows = telling.flatMap((event) => {
    const application = facts.get(event.transactionId);
    const other = event.entityId === undefined ? undefined : told.get(event.entityId);
    // The application's facts, its holder's contacts replaced by the other entity's when someone else is told.
    const of = event.entityId === undefined ? application : application && other && { ...application, ...other };
    const status = event.status ?? of?.status ?? null;
    const notice = of && renderNotice(templates, event.action, status, { name: of.name_of_applicant ?? "applicant", transactionNumber: of.trans_number, typeTitle: deps.titleOf(of.app_type), comment: event.comment, ...event.values }, deps.origin);
    if (!of || !notice) return [];
    // Email when there is a confirmed address, else a text to a confirmed phone, else the dashboard alone.
    const [channel, recipient] = of.email ? ["email", of.email] : of.phone ? ["sms", of.phone] : ["none", null];
    return [[event.transactionId, Number(of.entity_id), event.action, status, channel, recipient, notice.subject, channel === "sms" ? notice.sms : notice.text]];
  });
  if (rows.length) await run(`insert into "notifications" (${COLUMNS.map((c) => `"${c}"`).join(", ")}) values ${placeholders(rows.length, `(${placeholders(COLUMNS.length)})`)}`, rows.flat());
  return rows.length;
}

/** Tries a notification this many times before it is left for someone to look at. */
export const MOST_ATTEMPTS = 5;

/**
 * Hands every unsent notification to the mailer, after the commit that stored it. Each row is
 * claimed first (its attempt counted where it was not counted meanwhile), so two sweeps never
 * send it twice; a mailer failure is logged and leaves it unsent for the next sweep, which every
 * later notification (and the server's start) runs. Never rejects: a move never fails on it.
 */
export function deliverNotifications(knex: Knex): Promise<void> {
  const key = knex.client.config as object;
  const deps = notifiers.get(key);
  if (!deps) return Promise.resolve();
  const state = sweeps.get(key) ?? { running: null, again: false };
  sweeps.set(key, state);
  if (state.running) {
    state.again = true;
    return state.running;
  }
  const loop = async () => {
    do {
      state.again = false;
      // The app's own knex: a transaction's is closed by the time it has committed.
      await sweep(deps.knex, deps).catch((error: unknown) => deps.log.warn({ err: error }, "notifications: the sweep failed; the unsent ones wait for the next"));
    } while (state.again);
    state.running = null;
  };
  state.running = loop();
  return state.running;
}

/**
 * Resolves once the sweep running on `knex` (if any) has finished: the app's close waits for it, so
 * a mail handed to the mailer is marked sent before the database closes, and no later sweep (a
 * restart, another instance) sends it again.
 */
export function notificationsSettled(knex: Knex): Promise<void> {
  return sweeps.get(knex.client.config as object)?.running ?? Promise.resolve();
}

interface Unsent {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  text: string;
  attempts: number;
}

/**
 * How long a claimed notification is left to the sweep that claimed it. A claim that outlives it (the
 * instance stopped between handing the mail over and marking it sent) is taken up again by the next
 * sweep: a mail may then go twice, never not at all.
 */
export const CLAIM_MS = 5 * 60_000;

/** How long a notification whose `attempts`-th send the mailer refused waits before the next: 30 s, doubling, at most CLAIM_MS. */
export function retryAfterMs(attempts: number): number {
  return Math.min(CLAIM_MS, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The next hundred notifications to send: not sent, not claimed (or claimed longer than CLAIM_MS
 * ago), with an address, tried fewer than MOST_ATTEMPTS times. Read through the partial index
 * `notifications_unsent` (migration 0019), whose conditions it names as literals (a bound value
 * would keep SQLite's planner from using it): the sweep reads the unsent, not every notification.
 */
export function unsentQuery(knex: Knex, now: number): Knex.QueryBuilder {
  return knex("notifications")
    .whereRaw(`"sent_at" is null and "channel" <> 'none'`)
    .where((q) => q.whereNull("sending_at").orWhere("sending_at", "<", new Date(now - CLAIM_MS)))
    .where("attempts", "<", MOST_ATTEMPTS)
    .orderBy("id")
    .limit(100);
}

/**
 * One sweep: up to 100 unsent notifications claimed in one statement per attempt count (usually
 * one), sent, and the sent ones marked in one statement, so a burst of submits costs a few writes,
 * not three per notification, beside the submits' own commits (issue 24's bench). A claim counts
 * the attempt and stamps `sending_at`: another sweep (a restart, a second instance, the licence
 * reminders' sweep) leaves a row claimed less than CLAIM_MS ago alone, however its attempts stand,
 * so a mail being sent is not sent again as a retry (the double mail of the reminders' CI run).
 * A refused mail is tried again after retryAfterMs: its claim is stamped back so that it lapses then.
 */
async function sweep(knex: Knex, deps: NotifierDeps): Promise<void> {
  // Written and compared as the same JS Date binding on both databases (SQLite keeps it as a number).
  const now = Date.now();
  const free = (query: Knex.QueryBuilder) => query.whereNull("sent_at").where((q) => q.whereNull("sending_at").orWhere("sending_at", "<", new Date(now - CLAIM_MS)));
  const unsent = (await unsentQuery(knex, now)) as Unsent[];
  if (!unsent.length) return;
  const claimed = new Set<number>();
  for (const attempts of new Set(unsent.map((row) => Number(row.attempts)))) {
    const ids = unsent.filter((row) => Number(row.attempts) === attempts).map((row) => row.id);
    // Only rows nobody claimed meanwhile (another sweep, another instance) are this sweep's to send.
    const rows = (await free(knex("notifications").whereIn("id", ids).where({ attempts })).update({ attempts: attempts + 1, sending_at: new Date(now) }, ["id"])) as Array<{ id: number | string }>;
    for (const row of rows) claimed.add(Number(row.id));
  }
  const sent: number[] = [];
  const failed: Unsent[] = [];
  for (const row of unsent.filter((r) => claimed.has(Number(r.id)))) {
    try {
      await deps.mailer.send({ channel: row.channel, to: row.recipient, subject: row.subject, text: row.text });
      sent.push(row.id);
    } catch (error) {
      failed.push(row);
      deps.log.warn({ err: error, notification: row.id }, "notifications: the mailer failed; tried again after a wait (retryAfterMs)");
    }
  }
  if (sent.length) await knex("notifications").whereIn("id", sent).update({ sent_at: knex.fn.now() });
  // A refused mail waits before it is tried again (the gateway may be down a while), longer after
  // each refusal: its claim is stamped so that it lapses when the wait is over.
  for (const attempts of new Set(failed.map((row) => Number(row.attempts) + 1))) {
    const ids = failed.filter((row) => Number(row.attempts) + 1 === attempts).map((row) => row.id);
    await knex("notifications").whereIn("id", ids).update({ sending_at: new Date(now - CLAIM_MS + retryAfterMs(attempts)) });
  }
}

/**
 * Delivers once `knex`'s work is committed: at once outside a transaction, after the commit of a
 * transaction, never for one rolled back.
 */
export function deliverAfterCommit(knex: Knex): void {
  if (!knex.isTransaction) {
    void deliverNotifications(knex);
    return;
  }
  (knex as Knex.Transaction).executionPromise.then(
    () => deliverNotifications(knex),
    () => undefined,
  );
}
