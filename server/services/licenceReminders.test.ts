import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, tokenFor } from "../testing/buildApp.ts";
import { oneDatabase } from "../testing/oneDatabase.ts";
import { addDays } from "../../engine/dates/calendarDays.ts";
import { LICENCE_EXPIRING, reminderDays, remindExpiringLicences } from "./licenceReminders.ts";
import { deliverNotifications } from "./notifications/notifier.ts";

/**
 * Reminders before a licence expires (issue 29, decision 0055): the days come from
 * schemas/notifications.json; each is sent once, on its day, whether the portal restarts, runs as
 * two instances on one database, or was not running on the day. Every app here is a start of the
 * portal on one shared database with PORTAL_TODAY moved forward (its start sweeps); the first one's
 * sweeps stand for the later hourly ones.
 */
const DAYS = reminderDays();
const EXPIRES = "2027-06-30";
const { startOn, stop, end } = oneDatabase("reminders");
let first: FastifyInstance;
let entityId: number;
let appType: string;
let typeTitle: string;

/** A licence issued to the demo fisher, expiring on `expires`. */
async function licence(expires: string, options: { revoked?: boolean } = {}): Promise<{ certificateId: number; transactionId: number; transNumber: string }> {
  const transNumber = `REM-${randomUUID().slice(0, 8)}`;
  const [tx] = (await first.knex("transactions").insert({ temp_trans_id: randomUUID(), app_type: appType, entity_id: entityId, status: "Approved", definition_version: first.definitions.get(appType)!.definition.version, trans_number: transNumber }, ["id"])) as Array<{ id: number }>;
  const [certificate] = (await first.knex("issued_certificates").insert({ transaction_id: tx!.id, entity_id: entityId, app_type: appType, case_type: "FLIS_Test", trans_number: transNumber, properties: JSON.stringify({ propertiesMap: { FLIS_TransactionId: transNumber, FLIS_Licence: typeTitle, FLIS_DateofIssue: addDays(expires, -365), FLIS_DateofExpiration: expires } }), date_of_issue: addDays(expires, -365), date_of_expiration: expires, ...(options.revoked ? { revoked_at: new Date(), revoke_reason: "test" } : {}) }, ["id"])) as Array<{ id: number }>;
  return { certificateId: certificate!.id, transactionId: tx!.id, transNumber };
}
/** The reminders stored for a licence's application, oldest first, and the mails the outbox took for them. */
async function remindersOf(transNumber: string) {
  const notices = (await first.knex("notifications as n").join("transactions as t", "t.id", "n.transaction_id").where({ "t.trans_number": transNumber, "n.event": LICENCE_EXPIRING }).orderBy("n.id").select("n.subject", "n.text", "n.channel")) as Array<{ subject: string; text: string; channel: string }>;
  const mails = (await first.knex("mail_outbox").where("body", "like", `%${transNumber}%`).select("subject")) as Array<{ subject: string }>;
  return { notices, mails };
}

beforeAll(async () => {
  first = await startOn(addDays(EXPIRES, -400));
  const user = await first.knex("users").where({ email: DEMO.fisher.email }).first("id");
  entityId = Number((await first.knex("entities").where({ primary_user_id: user.id }).first("id")).id);
  appType = first.definitions.all()[0]!.definition.id;
  typeTitle = first.definitions.get(appType)!.definition.title;
});
afterAll(end);

describe("licence reminders", () => {
  it("are policy: the days before expiry come from schemas/notifications.json", () => {
    expect(DAYS.length).toBeGreaterThan(0);
  });

  it("go once on each reminder's day, across restarts and two instances started at once", async () => {
    const held = await licence(EXPIRES);
    // The day before the first reminder's day: nothing.
    expect(await remindExpiringLicences(first.knex, addDays(EXPIRES, -DAYS[0]! - 1))).toBe(0);
    let expected = 0;
    for (const days of DAYS) {
      const day = addDays(EXPIRES, -days);
      // Two instances started together on the reminder's day (each start sweeps), then later sweeps that day and the next.
      const [a, b] = await Promise.all([startOn(day), startOn(day)]);
      await Promise.all([stop(a!), stop(b!)]);
      expect(await remindExpiringLicences(first.knex, day)).toBe(0);
      expect(await remindExpiringLicences(first.knex, addDays(day, 1))).toBe(0);
      expected += 1;
      await deliverNotifications(first.knex);
      const { notices, mails } = await remindersOf(held.transNumber);
      expect(notices).toHaveLength(expected);
      expect(notices.at(-1)!.subject).toBe(`Your ${typeTitle} expires on 30 June 2027`);
      expect(notices.at(-1)!.text).toContain(`application ${held.transNumber} expires on 30 June 2027, in ${days} days.`);
      expect(notices.at(-1)!.channel).toBe("email");
      expect(mails).toHaveLength(expected);
    }
    // On the day it expires and after: no more.
    expect(await remindExpiringLicences(first.knex, EXPIRES)).toBe(0);
    expect((await remindersOf(held.transNumber)).notices).toHaveLength(DAYS.length);
  });

  it("sends only the nearest reminder when the portal was not running on the others' days, and records those as passed", async () => {
    const expires = "2027-09-15";
    const held = await licence(expires);
    const nearest = DAYS.at(-1)!;
    const app = await startOn(addDays(expires, -(nearest - 1)));
    const { notices } = await remindersOf(held.transNumber);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`in ${nearest - 1} days.`);
    const recorded = (await app.knex("licence_reminders").where({ certificate_id: held.certificateId }).orderBy("days_before").select("days_before", "sent")) as Array<{ days_before: number; sent: unknown }>;
    expect(recorded.map((r) => [Number(r.days_before), Boolean(r.sent)])).toEqual([...DAYS].reverse().map((d) => [d, d === nearest]));
    await stop(app);
  });

  it("are announced on the holder's list of licences: the days left and whether the renewal is due", async () => {
    const today = addDays(EXPIRES, -400);
    const soon = await licence(addDays(today, DAYS[0]!));
    const later = await licence(addDays(today, DAYS[0]! + 1));
    const response = await first.inject({ method: "GET", url: "/api/bpm/issued-certificates", headers: { authorization: await tokenFor(first, DEMO.fisher.email, DEMO.fisher.password) } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const listed = new Map((response.json().data as Array<{ propertiesMap: { FLIS_TransactionId: string }; days_left: number; renewal_due: boolean }>).map((c) => [c.propertiesMap.FLIS_TransactionId, c]));
    expect(listed.get(soon.transNumber)).toMatchObject({ days_left: DAYS[0], renewal_due: true });
    expect(listed.get(later.transNumber)).toMatchObject({ days_left: DAYS[0]! + 1, renewal_due: false });
  });

  it("are not sent for a revoked licence, nor for one renewed by a later licence of the same type", async () => {
    const expires = "2027-12-01";
    const revoked = await licence(expires, { revoked: true });
    const renewed = await licence(expires);
    await licence(addDays(expires, 365));
    expect(await remindExpiringLicences(first.knex, addDays(expires, -DAYS.at(-1)!))).toBe(0);
    expect((await remindersOf(revoked.transNumber)).notices).toEqual([]);
    expect((await remindersOf(renewed.transNumber)).notices).toEqual([]);
  });
});
