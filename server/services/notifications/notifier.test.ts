import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO } from "../../testing/buildApp.ts";
import { outboxMailer } from "../mailer.ts";
import { recordEvent } from "../transactions.ts";
import { CLAIM_MS, deliverNotifications, MOST_ATTEMPTS, registerNotifier, retryAfterMs, unsentQuery } from "./notifier.ts";

/**
 * Two instances of the portal on one database, each sweeping the unsent notifications: a mail the
 * one instance is still handing to its mailer is not the other's to retry (the reminders' CI run
 * sent one twice: the other sweep saw an unsent row with one attempt and took it as a failure).
 */
const dir = mkdtempSync(join(tmpdir(), "nfa-notifier-"));
const shared: Record<string, string> = process.env.TEST_DATABASE_URL ? { DATABASE_SCHEMA: `notifier_${process.pid}_${Date.now()}` } : { SQLITE_FILE: join(dir, "portal.sqlite") };
let one: FastifyInstance;
let other: FastifyInstance;
let entityId: number;
beforeAll(async () => {
  one = await buildApp(shared);
  other = await buildApp(shared);
  const user = await one.knex("users").where({ email: DEMO.fisher.email }).first("id");
  entityId = Number((await one.knex("entities").where({ primary_user_id: user.id }).first("id")).id);
});
afterAll(async () => {
  await Promise.all([one?.close(), other?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** Records a revocation (an event its template tells the holder of) on a new application, through `app`. */
async function revoked(app: FastifyInstance): Promise<{ id: number; transNumber: string }> {
  const transNumber = `NTF-${randomUUID().slice(0, 8)}`;
  const appType = app.definitions.all()[0]!.definition.id;
  const [tx] = (await app.knex("transactions").insert({ temp_trans_id: randomUUID(), app_type: appType, entity_id: entityId, status: "Approved", definition_version: app.definitions.get(appType)!.definition.version, trans_number: transNumber }, ["id"])) as Array<{ id: number }>;
  await app.knex.transaction((trx) => recordEvent(trx, tx!.id, null, "certificate-revoked", null, "Fishing in a closed season"));
  return { id: tx!.id, transNumber };
}
const mailsOf = async (transNumber: string) => (await one.knex("mail_outbox").where("body", "like", `%${transNumber}%`)).length;
const titles = (app: FastifyInstance) => ({ titleOf: (appType: string) => app.definitions.get(appType)?.definition.title ?? appType, log: { warn: () => undefined } });

describe("the notifications' sweeps of two instances", () => {
  it("send a mail once: the other instance leaves a notification alone while the first is sending it", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let handed = 0;
    registerNotifier(one.knex, { ...titles(one), mailer: { send: async (message) => { handed += 1; await gate; await outboxMailer(one.knex).send(message); } } });
    try {
      const { id, transNumber } = await revoked(one);
      // The first instance's sweep (after the event's commit) has claimed the row and waits in its mailer.
      await expect.poll(() => handed).toBe(1);
      const claimed = await one.knex("notifications").where({ transaction_id: id }).first("attempts", "sent_at");
      expect([Number(claimed.attempts), claimed.sent_at]).toEqual([1, null]);
      // The other instance sweeps meanwhile: nothing for it to send.
      await deliverNotifications(other.knex);
      expect(await mailsOf(transNumber)).toBe(0);
      open();
      await deliverNotifications(one.knex);
      expect(await mailsOf(transNumber)).toBe(1);
      await deliverNotifications(other.knex);
      expect(await mailsOf(transNumber)).toBe(1);
    } finally {
      open();
      registerNotifier(one.knex, { ...titles(one), mailer: outboxMailer(one.knex) });
    }
  });

  it("take up a claim that outlived its instance (stopped before it marked the mail sent): late, twice at worst, never lost", async () => {
    const { id, transNumber } = await revoked(other);
    await deliverNotifications(other.knex);
    expect(await mailsOf(transNumber)).toBe(1);
    // As a stopped instance leaves it: claimed longer ago than CLAIM_MS, not marked sent.
    await one.knex("notifications").where({ transaction_id: id }).update({ sent_at: null, sending_at: new Date(Date.now() - CLAIM_MS - 1000) });
    await deliverNotifications(one.knex);
    expect(await mailsOf(transNumber)).toBe(2);
    expect((await one.knex("notifications").where({ transaction_id: id }).first("sent_at")).sent_at).not.toBeNull();
  });
});

describe("a mail the gateway refuses", () => {
  it("is tried again after 30 s, then 60 s, 2 and 4 minutes, never sooner, and goes once the gateway takes it", async () => {
    expect([1, 2, 3, 4, 5].map(retryAfterMs)).toEqual([30_000, 60_000, 120_000, 240_000, 300_000]);
    let tried = 0;
    registerNotifier(one.knex, { ...titles(one), mailer: { send: async () => { tried += 1; throw new Error("the gateway is down"); } } });
    try {
      // Its first try is the sweep that follows the event's commit.
      const { id, transNumber } = await revoked(one);
      const row = () => one.knex("notifications").where({ transaction_id: id }).first("attempts", "sending_at", "sent_at");
      for (let attempt = 1; attempt < MOST_ATTEMPTS; attempt++) {
        const before = Date.now();
        await deliverNotifications(one.knex);
        expect(tried, `attempt ${attempt}`).toBe(attempt);
        // Asked again at once (another event, the other instance's sweep): not tried before its wait is over.
        await deliverNotifications(other.knex);
        expect(tried, `right after attempt ${attempt}`).toBe(attempt);
        const waiting = await row();
        expect(Number(waiting.attempts)).toBe(attempt);
        // The claim lapses when the wait is over: stamped so from the moment the sweep began.
        const dueAt = Number(new Date(waiting.sending_at)) + CLAIM_MS;
        expect(dueAt - before).toBeGreaterThanOrEqual(retryAfterMs(attempt) - 1000);
        expect(dueAt - before).toBeLessThanOrEqual(retryAfterMs(attempt) + 5000);
        // As if the wait had passed.
        await one.knex("notifications").where({ transaction_id: id }).update({ sending_at: new Date(dueAt - CLAIM_MS - retryAfterMs(attempt) - 1000) });
      }
      expect((await row()).sent_at).toBeNull();
      registerNotifier(one.knex, { ...titles(one), mailer: outboxMailer(one.knex) });
      await deliverNotifications(one.knex);
      expect(await mailsOf(transNumber)).toBe(1);
    } finally {
      registerNotifier(one.knex, { ...titles(one), mailer: outboxMailer(one.knex) });
    }
  });
});

describe("the sweep's read", () => {
  it("goes through the index of the unsent notifications, not every notification ever written (migration 0019)", async () => {
    const { sql, bindings } = unsentQuery(one.knex, Date.now()).toSQL();
    let plan: string;
    if (process.env.TEST_DATABASE_URL) {
      // PostgreSQL prefers a scan of a small table: forbidden here, the plan shows whether the index can serve the query.
      plan = await one.knex.transaction(async (trx) => {
        await trx.raw("set local enable_seqscan = off");
        const rows = (await trx.raw(`explain ${sql}`, bindings)).rows as Array<Record<string, string>>;
        return rows.map((row) => Object.values(row).join(" ")).join("\n");
      });
    } else {
      plan = ((await one.knex.raw(`explain query plan ${sql}`, bindings)) as Array<{ detail: string }>).map((row) => row.detail).join("\n");
    }
    expect(plan).toContain("notifications_unsent");
  });
});
