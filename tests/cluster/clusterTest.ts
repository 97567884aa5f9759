import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import knex, { type Knex } from "knex";
import { addDays } from "../../engine/dates/calendarDays.ts";
import { buildIfStale } from "../../server/build.mjs";
import { ACCOUNT_POLICY, addressPolicy } from "../../server/services/loginThrottle.ts";
import { LICENCE_EXPIRING, reminderDays } from "../../server/services/licenceReminders.ts";
import { buildApp, DEMO } from "../../server/testing/buildApp.ts";
import { APP_TYPE, Applicant, Tally } from "../load/applicant.ts";
import { startInstance, type PortalProcess } from "../load/portalProcess.ts";
import { readBack } from "../load/readBack.ts";
import { freePort } from "../support/freePort.ts";
import { roundRobin } from "./roundRobin.ts";

/**
 * `npm run test:cluster` (issue 28): two instances of the portal, built once and started as
 * `npm run start:prod` does, on one PostgreSQL schema, behind a round-robin proxy (node:http) that
 * passes the visitor's address in X-Forwarded-For. It proves, printing each figure:
 * - the two instances started at the same moment on an empty database both come up;
 * - a session made on one instance works on the other, and a logout on the other ends it on both;
 * - a closed season staff edit on one is served by the other at once; a studio preview checked on
 *   one is served, with its validators, by the other;
 * - every route's own limit (as the portal registers them) and one account's login throttle hold
 *   across the instances, through the proxy;
 * - a scheduled job (a licence reminder falling due) is done once though both instances sweep at once;
 * - a mail through a slow gateway (MAIL_DELAY_MS) goes once though the instance sending it is
 *   restarted mid-send while the other starts and sweeps;
 * - 50 applicants for 60 s through the proxy, one instance killed with SIGKILL midway and
 *   restarted, lose nothing and duplicate nothing; every mail they are sent goes once.
 * Needs TEST_DATABASE_URL (bash .ci/run sets one up); skipped without it. Exits 1 when anything
 * fails. CLUSTER_SECONDS and CLUSTER_APPLICANTS change the load's size (for a quick try).
 */
const URL = process.env.TEST_DATABASE_URL;
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 60);
const APPLICANTS = Number(process.env.CLUSTER_APPLICANTS ?? 50);
/** How long the applicants may retry after the run before what is left counts as unacknowledged. */
const RETRY_SECONDS = 30;
/** How long the slow gateway takes over a mail: longer than the other instance takes to start, so its start's sweep comes while the mail is still being handed over. */
const SLOW_MAIL_MS = 8_000;
/** The day the scenarios are written for. */
const TODAY = "2026-11-22";
/** Every per-route limit, as the instances are configured: low enough to reach through the proxy. */
const LIMIT = 5;

/** The version of the load's type in schemas/types/, which a stored application names. */
const TYPES = join(import.meta.dirname, "..", "..", "schemas", "types");
const version = () => readdirSync(TYPES).map((f) => JSON.parse(readFileSync(join(TYPES, f), "utf8")) as { id: string; version: string }).find((d) => d.id === APP_TYPE)?.version ?? "";

const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const failures: string[] = [];
/** Records a check's outcome: printed, and remembered when it failed. */
function check(ok: boolean, line: string): void {
  say(`${ok ? "ok  " : "FAIL"} ${line}`);
  if (!ok) failures.push(line);
}

/** Waits until `done` answers true, or `ms` have passed; answers the last verdict. */
async function until(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await done()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function call(port: number, method: string, path: string, options: { token?: string; body?: unknown; from?: string } = {}): Promise<{ status: number; body: { data?: Record<string, unknown> } }> {
  const headers: Record<string, string> = { ...(options.token ? { authorization: options.token } : {}), ...(options.body ? { "content-type": "application/json" } : {}), ...(options.from ? { "x-forwarded-for": options.from } : {}) };
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, ...(options.body ? { body: JSON.stringify(options.body) } : {}) });
  return { status: answer.status, body: (await answer.json().catch(() => ({}))) as { data?: Record<string, unknown> } };
}

async function main(): Promise<number> {
  if (!URL) {
    say("TEST_DATABASE_URL is not set: the cluster suite is skipped (bash .ci/run sets up a database)");
    return 0;
  }
  const schema = `cluster_${Date.now().toString(36)}`;
  const db: Knex = knex({ client: "pg", connection: URL, searchPath: [schema], pool: { min: 0, max: 2 } });
  const ports = [await freePort(), await freePort()];
  const front = await freePort();
  const env = {
    DATABASE_URL: URL,
    DATABASE_SCHEMA: schema,
    JWT_SECRET: randomBytes(32).toString("hex"),
    PORTAL_TODAY: TODAY,
    TRUST_PROXY: "1",
    // Every per-route limit low enough to reach; each applicant of the load comes from an address of its own.
    VERIFICATIONS_PER_MINUTE: String(LIMIT),
    REGISTER_SEARCHES_PER_MINUTE: String(LIMIT),
    REGISTRATIONS_PER_HOUR: String(LIMIT),
    LOGIN_ATTEMPTS_PER_MINUTE: String(LIMIT),
    SUBMISSION_PDFS_PER_MINUTE: String(LIMIT),
    LOGIN_FAILURES_PER_ADDRESS: String(LIMIT),
  };
  // The limited routes, as the portal registers them (an app on SQLite in memory, only to list them).
  const lister = await buildApp({ ...env, DATABASE_URL: "", DATABASE_SCHEMA: "" });
  const limits = lister.routeLimits;
  await lister.close();
  const start = (port: number) => startInstance(port, env, ["--built"]);
  const instances: Array<PortalProcess | undefined> = [undefined, undefined];
  const proxy = await roundRobin(front, ports);
  try {
    say(`the cluster suite: two instances on PostgreSQL schema ${schema} (ports ${ports.join(", ")}), a round-robin proxy on ${front}`);
    await buildIfStale(say);

    // Started at the same moment on an empty database (migrations, demo data): both must come up.
    let t0 = Date.now();
    const started = await Promise.allSettled(ports.map(start));
    started.forEach((s, i) => (instances[i] = s.status === "fulfilled" ? s.value : undefined));
    check(started.every((s) => s.status === "fulfilled"), `two instances started at the same moment on an empty database: ${started.filter((s) => s.status === "fulfilled").length} of 2 up in ${seconds(t0)}${started.map((s) => (s.status === "rejected" ? ` (${String(s.reason)})` : "")).join("")}`);
    if (failures.length) return 1;
    const [a, b] = ports as [number, number];

    // A session made on one instance, used and ended on the other.
    const login = await call(a, "POST", "/api/users/login", { body: { login_with: "email", user_name: DEMO.fisher.email, password: DEMO.fisher.password } });
    const token = String(login.body.data?.token ?? "");
    const onB = await call(b, "GET", "/api/users/profile?userInfoOnly=yes", { token });
    const loggedOut = await call(b, "POST", "/api/users/logout", { token });
    const onAAfter = await call(a, "GET", "/api/users/profile?userInfoOnly=yes", { token });
    check(login.status === 200 && onB.status === 200 && loggedOut.status === 200 && onAAfter.status === 401, `a session made on one instance: ${onB.status} on the other; logged out there (${loggedOut.status}), then ${onAAfter.status} on the first`);

    // A closed season staff change on one instance, served by the other at once (announced, issue 28), not when its copy lapses.
    type Season = { id: number; start_date: string };
    const seasonsOn = async (port: number) => ((await call(port, "GET", "/api/constants/species-seasons")).body.data ?? []) as unknown as Season[];
    const [season] = await seasonsOn(b);
    const admin = String((await call(a, "POST", "/api/users/login", { body: { login_with: "email", user_name: DEMO.admin.email, password: DEMO.admin.password } })).body.data?.token ?? "");
    const moved = season?.start_date === "01-02" ? "01-03" : "01-02";
    t0 = Date.now();
    const edit = await call(a, "PUT", `/api/admin/species-seasons/${season?.id}`, { token: admin, body: { start_date: moved, end_date: (season as { end_date?: string } | undefined)?.end_date } });
    const seen = await until(async () => (await seasonsOn(b)).find((s) => s.id === season?.id)?.start_date === moved, 10_000);
    check(edit.status === 200 && seen, `a closed season edited by staff on one instance (${edit.status}): served by the other ${seen ? `after ${seconds(t0)}` : "NOT within 10 s"}`);

    // A studio preview checked on one instance, served with its validators by the other (kept in the database, issue 28).
    const [studioType] = ((await call(a, "GET", "/api/studio/types", { token: admin })).body.data?.types ?? []) as Array<{ id: string }>;
    const source = String((await call(a, "GET", `/api/studio/types/${studioType?.id}`, { token: admin })).body.data?.source ?? "");
    const previewId = String(((await call(a, "POST", `/api/studio/types/${studioType?.id}/check`, { token: admin, body: { source } })).body.data?.preview as { id?: string } | null)?.id ?? "");
    const previewOnB = await call(b, "GET", `/api/studio/previews/${previewId}`, { token: admin });
    const validatorsOnB = await fetch(`http://127.0.0.1:${b}/api/studio/previews/${previewId}/validators.js`);
    const moduleText = await validatorsOnB.text();
    check(previewId !== "" && previewOnB.status === 200 && validatorsOnB.status === 200 && /\bexport\b/.test(moduleText), `a studio preview of ${studioType?.id} checked on one instance: ${previewOnB.status} on the other, its validators ${validatorsOnB.status} (${(moduleText.length / 1024).toFixed(0)} KB)`);

    // Every route's own limit, counted by both instances together: one address (or one user) through the proxy, round robin.
    const company = String((await call(a, "POST", "/api/users/login", { body: { login_with: "email", user_name: DEMO.company.email, password: DEMO.company.password } })).body.data?.token ?? "");
    for (const [i, limit] of limits.entries()) {
      const from = `198.51.100.${i + 1}`;
      const url = limit.url.replace(/:\w+/g, "1");
      const send = () => call(front, limit.method, url, { token: company, from, ...(limit.method === "GET" ? {} : { body: {} }) }).then((r) => r.status);
      const asked: number[] = [];
      for (let n = 0; n <= limit.max; n++) asked.push(await send());
      const other = await call(front, limit.method, url, { token: company, from: `198.51.100.${i + 101}`, ...(limit.method === "GET" ? {} : { body: {} }) });
      const held = asked.slice(0, limit.max).every((s) => s !== 429) && asked[limit.max] === 429;
      // A limit counted per user (after identify) refuses the same user from another address too; one per address lets the other through.
      check(held && (other.status === 429 || other.status === asked[0]), `${limit.method} ${limit.url}, ${limit.max} per ${limit.timeWindow} across both instances: ${asked.join(" ")}; from another address then ${other.status}`);
    }

    // The login throttle of one account (decision 0012), counted in the database: wrong passwords from several addresses, round robin.
    const tries: number[] = [];
    const allowed = ACCOUNT_POLICY.free + 1;
    for (let n = 0; n < allowed + 2; n++) tries.push((await call(front, "POST", "/api/users/login", { from: `192.0.2.${n + 1}`, body: { login_with: "email", user_name: DEMO.officer.email, password: "not the password" } })).status);
    check(tries.slice(0, allowed).every((s) => s === 401) && tries.slice(allowed).every((s) => s === 429), `one account's wrong passwords through the proxy, each from another address, across both instances: ${tries.join(" ")} (${allowed} refused passwords, then a wait)`);

    // The login throttle of one address: wrong passwords for accounts that do not exist, round robin.
    const fromOne: number[] = [];
    const allowedFromOne = addressPolicy(LIMIT).free + 1;
    for (let n = 0; n < allowedFromOne + 2; n++) fromOne.push((await call(front, "POST", "/api/users/login", { from: "192.0.2.200", body: { login_with: "email", user_name: `nobody-${n}@example.com`, password: "not the password" } })).status);
    check(fromOne.slice(0, allowedFromOne).every((s) => s === 401) && fromOne.slice(allowedFromOne).every((s) => s === 429), `one address's wrong passwords for ${fromOne.length} names through the proxy, across both instances: ${fromOne.join(" ")} (${allowedFromOne} refused, then a wait)`);

    // A scheduled job: a licence reminder falls due; both instances sweep at once on their start.
    const days = reminderDays();
    const user = await db("users").where({ email: DEMO.fisher.email }).first("id");
    const entity = await db("entities").where({ primary_user_id: user.id }).first("id");
    const transNumber = `CLU-${randomUUID().slice(0, 8)}`;
    const expires = addDays(TODAY, days[0] ?? 30);
    const [tx] = (await db("transactions").insert({ temp_trans_id: randomUUID(), app_type: APP_TYPE, entity_id: entity.id, status: "Approved", definition_version: version(), trans_number: transNumber }, ["id"])) as Array<{ id: number }>;
    await db("issued_certificates").insert({ transaction_id: tx!.id, entity_id: entity.id, app_type: APP_TYPE, case_type: "FLIS_Cluster", trans_number: transNumber, properties: JSON.stringify({ propertiesMap: { FLIS_TransactionId: transNumber, FLIS_Licence: "Cluster test", FLIS_DateofIssue: addDays(expires, -365), FLIS_DateofExpiration: expires } }), date_of_issue: addDays(expires, -365), date_of_expiration: expires });
    await Promise.all(instances.map((i) => i?.kill()));
    t0 = Date.now();
    const restarted = await Promise.all(ports.map(start));
    restarted.forEach((r, i) => (instances[i] = r));
    const mailed = () => db("mail_outbox").where("body", "like", `%${transNumber}%`).count<Array<{ count: string | number }>>({ count: "*" }).then((rows) => Number(rows[0]?.count ?? 0));
    await until(async () => (await mailed()) > 0, 15_000);
    await new Promise((r) => setTimeout(r, 2_000));
    const reminders = Number((await db("notifications").where({ transaction_id: tx!.id, event: LICENCE_EXPIRING }).count<Array<{ count: string | number }>>({ count: "*" }))[0]?.count ?? 0);
    check(reminders === 1 && (await mailed()) === 1, `a reminder falling due ${days[0]} days before expiry, both instances restarted at once (${seconds(t0)}): ${reminders} reminder stored, ${await mailed()} mail sent`);

    // A slow mail gateway and a restart mid-send (the case that mailed "returned for correction"
    // twice): the instance sending is restarted while the other starts and sweeps; the mail goes once.
    await Promise.all(instances.map((i) => i?.kill()));
    const slowSubject = `A mail through a slow gateway ${randomUUID().slice(0, 8)}`;
    await db("notifications").insert({ transaction_id: tx!.id, entity_id: entity.id, event: "cluster-slow-gateway", status: "Approved", channel: "email", recipient: DEMO.fisher.email, subject: slowSubject, text: slowSubject });
    const slowRow = () => db("notifications").where({ subject: slowSubject }).first("sent_at", "sending_at") as Promise<{ sent_at: unknown; sending_at: unknown } | undefined>;
    t0 = Date.now();
    instances[0] = await startInstance(a, { ...env, MAIL_DELAY_MS: String(SLOW_MAIL_MS) }, ["--built"]);
    // Its start's sweep has claimed the mail and is handing it to the slow gateway.
    const claimed = await until(async () => Boolean((await slowRow())?.sending_at), 5_000);
    const unsentAtRestart = !(await slowRow())?.sent_at;
    const stopping = instances[0].stop();
    instances[1] = await start(b);
    await stopping;
    instances[0] = await start(a);
    await until(async () => Boolean((await slowRow())?.sent_at), 20_000);
    const slowMails = Number((await db("mail_outbox").where({ subject: slowSubject }).count<Array<{ count: string | number }>>({ count: "*" }))[0]?.count ?? 0);
    const slowSent = Boolean((await slowRow())?.sent_at);
    check(claimed && unsentAtRestart && slowMails === 1 && slowSent, `a mail through a slow gateway (${SLOW_MAIL_MS / 1000} s a mail), its instance restarted mid-send while the other started and swept (${seconds(t0)}): claimed ${claimed ? "and unsent" : "NOT"}${claimed && !unsentAtRestart ? " (already sent)" : ""} at the restart, ${slowMails} mail sent, ${slowSent ? "marked sent" : "NOT marked sent"}`);

    // The load: applicants through the proxy, instance b killed midway and restarted.
    const base = `http://127.0.0.1:${front}`;
    const tally = new Tally();
    const run = Date.now().toString(36);
    const applicants = Array.from({ length: APPLICANTS }, (_, i) => new Applicant(base, `cluster-${run}-${i}@example.com`, tally, `10.28.${Math.floor(i / 250)}.${(i % 250) + 1}`));
    await Promise.all(applicants.map((applicant) => applicant.register(Date.now() + 120_000)));
    // Their addresses confirmed, so each submission is mailed (only confirmed contacts are written to, decision 0044).
    await db("users").where("email", "like", `cluster-${run}-%`).update({ email_verified_at: new Date() });
    say(`${APPLICANTS} applicants registered; driving them for ${SECONDS} s through the proxy, SIGKILL to one instance at ${SECONDS / 2} s`);
    t0 = Date.now();
    let downFor = 0;
    const restart = new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        const killedAt = Date.now();
        say(`${seconds(t0)}: SIGKILL to the instance on ${b} (${tally.submitsSent} submits sent so far)`);
        instances[1]!
          .kill()
          .then(() => start(b))
          .then((again) => {
            instances[1] = again;
            downFor = Date.now() - killedAt;
            say(`${seconds(t0)}: restarted after ${(downFor / 1000).toFixed(1)} s`);
            resolve();
          }, reject);
      }, (SECONDS * 1000) / 2);
    });
    await Promise.all(applicants.map((applicant) => applicant.work(t0 + SECONDS * 1000)));
    await restart;
    const elapsed = (Date.now() - t0) / 1000;
    const pending = [...tally.unacknowledged];
    tally.retriedAfterRestart = pending.length;
    const retryUntil = Date.now() + RETRY_SECONDS * 1000;
    await Promise.all(pending.map((tempId) => tally.owners.get(tempId)!.finish(tempId, retryUntil)));
    const found = await readBack(tally);
    say(`applicants ${APPLICANTS}, run ${elapsed.toFixed(1)} s, instance down ${(downFor / 1000).toFixed(1)} s; requests ${tally.requests}, unanswered ${tally.networkErrors}; requests per instance ${[...proxy.handed.entries()].map(([port, n]) => `${port}: ${n}`).join(", ")}`);
    say(`submits sent ${tally.submitsSent}, retried after the kill ${tally.retriedAfterRestart}, stored as submitted ${found.storedSubmitted} (never acknowledged ${found.storedUnacknowledged})`);
    for (const example of found.lostExamples) say(`  lost: ${example}`);
    check(found.acknowledged > 0 && found.lost === 0 && found.duplicated === 0, `acknowledged ${found.acknowledged}, present ${found.present}, duplicated ${found.duplicated}, lost ${found.lost}`);

    // Their mails: each once. A mail the killed instance had claimed but not marked waits for its claim to lapse (CLAIM_MS) and is counted apart.
    const ours = () => db("notifications as n").join("users as u", "u.email", "n.recipient").where("u.email", "like", `cluster-${run}-%`).whereNot("n.channel", "none");
    const unclaimed = async () => Number((await ours().whereNull("n.sent_at").whereNull("n.sending_at").count<Array<{ count: string | number }>>({ count: "*" }))[0]?.count ?? 0);
    await until(async () => (await unclaimed()) === 0, 20_000);
    const notices = (await ours().select("n.sent_at", "n.sending_at")) as Array<{ sent_at: unknown; sending_at: unknown }>;
    const sent = notices.filter((n) => n.sent_at).length;
    const waiting = notices.filter((n) => !n.sent_at && n.sending_at).length;
    const mails = (await db("mail_outbox").where("recipient", "like", `cluster-${run}-%`).groupBy("recipient", "subject", "body").select("recipient").count<Array<{ recipient: string; count: string | number }>>({ count: "*" })) as Array<{ count: string | number }>;
    const twice = mails.filter((m) => Number(m.count) > 1).length;
    check(notices.length > 0 && twice === 0 && notices.length === sent + waiting && mails.length >= sent, `mails to the applicants: ${notices.length} notifications, ${sent} sent, ${waiting} waiting for the killed instance's claim to lapse, ${mails.length} distinct mails in the outbox, ${twice} sent twice`);
  } finally {
    await Promise.all(instances.map((i) => i?.kill()));
    await proxy.close();
    await db.raw("drop schema if exists ?? cascade", [schema]).catch(() => undefined);
    await db.destroy();
  }
  say(failures.length ? `test:cluster: ${failures.length} check(s) failed` : "test:cluster: every check held");
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`The cluster test could not run: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(2);
  },
);
