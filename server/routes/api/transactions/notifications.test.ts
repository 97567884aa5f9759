import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillPlaceholders } from "../../../../engine/notifications/renderNotice.ts";
import { templateFor } from "../../../../engine/notifications/templateFor.ts";
import type { NotificationView } from "../../../../engine/notifications/notificationTypes.ts";
import { CASE_STATUSES } from "../../../services/caseStatus.ts";
import { outboxMailer } from "../../../services/mailer.ts";
import { notificationTemplates } from "../../../services/notifications/notificationTemplates.ts";
import { deliverNotifications, registerNotifier, retryAfterMs } from "../../../services/notifications/notifier.ts";
import { recordEvent } from "../../../services/transactions.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { readOutbox } from "../../../testing/outbox.ts";
import { submitBySlug } from "../../../testing/submitBySlug.ts";

/**
 * Applicants told of every decision (issue 17, decision 0038): each recorded status change stores
 * one notification from schemas/notifications.json, in the move's own database transaction, and
 * sends it through the mailer to the development outbox after the commit; the dashboard's route
 * lists the same text, to the applicant's entity only.
 */
let app: FastifyInstance;
let fisher: string;
let company: string;
let admin: string;
beforeAll(async () => {
  app = await buildApp();
  [fisher, company, admin] = await Promise.all([tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.company.email, DEMO.company.password), tokenFor(app, DEMO.admin.email, DEMO.admin.password)]);
});
afterAll(async () => app.close());

const templates = notificationTemplates();
/** The subject the data file gives an event, for a transaction number. */
const subjectOf = (event: string, status: string | null, transactionNumber: string) => fillPlaceholders(templateFor(templates, event, status)?.email.subject ?? "no template", { transactionNumber, status });
const listed = async (token: string, id?: number) => {
  const response = await app.inject({ method: "GET", url: `/api/transactions/notifications${id ? `?transaction_id=${id}` : ""}`, headers: { authorization: token } });
  return { status: response.statusCode, notifications: (response.json().data.notifications ?? []) as NotificationView[], msg: response.json().data.msg as string | undefined };
};
const titleOf = (appType: string) => app.definitions.get(appType)?.definition.title ?? "";

describe("notifications of a case's decisions", () => {
  it("has a template for the submit, every staff status, the correction response, the payment confirmed and a revocation", () => {
    for (const status of CASE_STATUSES) expect(templateFor(templates, "status-changed", status)?.status, status).toBe(status);
    for (const event of ["submitted", "correction-response", "payment-confirmed", "certificate-revoked"]) expect(templateFor(templates, event, null), event).not.toBeNull();
  });

  it("tells the applicant of the submit and of each move by email, one message each, the return with the staff member's note; the dashboard lists the same, newest first", async () => {
    const { id, transNumber, appType } = await submitBySlug(app, fisher, "licence");
    const moves: Array<[string, string?]> = [["Application In Progress"], ["Returned For Correction", "Please sign page two of the form"]];
    for (const [status, comment] of moves) expect((await moveCaseAs(app, admin, id, status, comment)).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: `/api/transactions/${id}/correction-response`, headers: { authorization: fisher }, payload: { comment: "Signed it" } })).statusCode).toBe(200);
    for (const status of ["Application In Progress", "Payment Approved", "Licence Approved", "Case Closed"]) expect((await moveCaseAs(app, admin, id, status)).statusCode).toBe(200);
    await deliverNotifications(app.knex);

    const { notifications } = await listed(fisher, id);
    const expected: Array<[string, string]> = [["submitted", "Application Received by the NFA"], ["status-changed", "Application In Progress"], ["status-changed", "Returned For Correction"], ["correction-response", "Application Received by the NFA"], ["status-changed", "Application In Progress"], ["status-changed", "Payment Approved"], ["status-changed", "Licence Approved"], ["status-changed", "Case Closed"]];
    expect(notifications.map((n) => [n.event, n.status])).toEqual([...expected].reverse());
    expect(notifications.map((n) => n.subject)).toEqual(expected.map(([event, status]) => subjectOf(event, status, transNumber)).reverse());
    for (const n of notifications) expect(n).toMatchObject({ channel: "email", transaction_number: transNumber });
    const returned = notifications.find((n) => n.status === "Returned For Correction");
    expect(returned?.subject).toBe(`Application ${transNumber} returned for correction`);
    expect(returned?.text).toContain("Please sign page two of the form");
    expect(returned?.text).toContain(`Your ${titleOf(appType)} application ${transNumber} has been returned to you for correction.`);
    expect(returned?.text).not.toMatch(/\{\w+\}/);
    // A link in a mail must open outside the portal: the public address (PUBLIC_URL) before the path.
    expect(returned?.text).toContain("http://localhost:3000/profile?active=notifications-tab");

    const outbox = (await readOutbox(app, DEMO.fisher.email)).filter((m) => m.subject.includes(transNumber));
    expect(outbox.map((m) => m.subject).sort()).toEqual(notifications.map((n) => n.subject).sort());
    expect(outbox.find((m) => m.subject === returned?.subject)?.body).toBe(returned?.text);
  });

  it("tells of a confirmed cash payment once", async () => {
    const { id, transNumber } = await submitBySlug(app, fisher, "licence", "cash");
    const confirmed = await app.inject({ method: "POST", url: `/api/admin/cases/${id}/confirm-payment`, headers: { authorization: admin }, payload: { expected_status: "Application Received by the NFA" } });
    expect(confirmed.statusCode).toBe(200);
    const { notifications } = await listed(fisher, id);
    expect(notifications.map((n) => n.subject)).toEqual([`Payment confirmed for application ${transNumber}`, `Application ${transNumber} received by the NFA`]);
  });

  it("sends a text message to the phone when the applicant has no email", async () => {
    const { id, transNumber, appType } = await submitBySlug(app, fisher, "licence");
    const entityId = (await app.knex("transactions").where({ id }).first("entity_id")).entity_id as number;
    const userId = (await app.knex("entities").where({ id: entityId }).first("primary_user_id")).primary_user_id as number;
    const email = (await app.knex("users").where({ id: userId }).first("email")).email as string;
    await app.knex("users").where({ id: userId }).update({ email: null });
    await app.knex("entities").where({ id: entityId }).update({ cell_phone: "876-555-0142" });
    try {
      expect((await moveCaseAs(app, admin, id, "Application In Progress")).statusCode).toBe(200);
      await deliverNotifications(app.knex);
      const [sms] = (await readOutbox(app, "876-555-0142")).filter((m) => m.body.includes(transNumber));
      expect(sms).toMatchObject({ channel: "sms", body: `NFA: your ${titleOf(appType)} application ${transNumber} is in progress.` });
      expect((await listed(fisher, id)).notifications[0]).toMatchObject({ channel: "sms", text: sms?.body });
    } finally {
      await app.knex("users").where({ id: userId }).update({ email });
    }
  });

  it("stores and sends nothing for a move that is rolled back or refused", async () => {
    const { id } = await submitBySlug(app, fisher, "licence");
    const before = (await listed(fisher, id)).notifications.length;
    await expect(
      app.knex.transaction(async (trx) => {
        await recordEvent(trx, id, null, "status-changed", "Case Closed", "closing");
        throw new Error("the move fails after its event");
      }),
    ).rejects.toThrow("the move fails after its event");
    const stale = await app.inject({ method: "POST", url: `/api/admin/cases/${id}/status`, headers: { authorization: admin }, payload: { status: "Case Closed", expected_status: "Application In Progress" } });
    expect(stale.statusCode).toBe(409);
    await deliverNotifications(app.knex);
    expect((await listed(fisher, id)).notifications).toHaveLength(before);
    expect(await app.knex("mail_outbox").where("body", "like", "%closing%").first()).toBeUndefined();
  });

  it("never fails a move on the mailer: the notification waits unsent and goes once its wait after the refusal is over", async () => {
    const { id, transNumber } = await submitBySlug(app, fisher, "licence");
    await deliverNotifications(app.knex);
    const titles = { titleOf, log: { warn: () => undefined } };
    registerNotifier(app.knex, { ...titles, mailer: { send: () => Promise.reject(new Error("SMTP is down")) } });
    try {
      expect((await moveCaseAs(app, admin, id, "Application In Progress")).statusCode).toBe(200);
      await deliverNotifications(app.knex);
      const stored = await app.knex("notifications").where({ transaction_id: id, status: "Application In Progress" }).first();
      expect(stored?.sent_at).toBeNull();
      expect(Number(stored?.attempts)).toBeGreaterThan(0);
    } finally {
      registerNotifier(app.knex, { ...titles, mailer: outboxMailer(app.knex) });
    }
    const subject = `Application ${transNumber} is being processed`;
    // Not at once: the gateway that refused it may still be down (retryAfterMs).
    await deliverNotifications(app.knex);
    expect((await readOutbox(app, DEMO.fisher.email)).map((m) => m.subject)).not.toContain(subject);
    // Its wait over (its claim stamped that much earlier, as if the time had passed), the next sweep sends it.
    const waiting = await app.knex("notifications").where({ transaction_id: id, status: "Application In Progress" }).first("id", "sending_at");
    await app.knex("notifications").where({ id: waiting.id }).update({ sending_at: new Date(Number(new Date(waiting.sending_at)) - retryAfterMs(1) - 1000) });
    await deliverNotifications(app.knex);
    expect((await readOutbox(app, DEMO.fisher.email)).map((m) => m.subject)).toContain(subject);
  });

  it("tells of an event added later with a template of its own (a revocation) with its reason", async () => {
    const { id, transNumber } = await submitBySlug(app, fisher, "licence");
    await app.knex.transaction((trx) => recordEvent(trx, id, null, "certificate-revoked", null, "Fishing in a closed season"));
    const [latest] = (await listed(fisher, id)).notifications;
    expect(latest?.subject).toBe(`Licence of application ${transNumber} revoked`);
    expect(latest?.text).toContain("Fishing in a closed season");
  });

  it("shows an applicant only their own entity's notifications: someone else's transaction answers 404", async () => {
    const { id, transNumber } = await submitBySlug(app, fisher, "licence");
    const other = await listed(company, id);
    expect(other).toMatchObject({ status: 404, msg: "Transaction not found" });
    const own = await listed(company);
    expect(own.status).toBe(200);
    expect(own.notifications.filter((n) => n.transaction_number === transNumber)).toEqual([]);
    expect((await listed(fisher)).notifications.some((n) => n.transaction_number === transNumber)).toBe(true);
    expect((await app.inject({ method: "GET", url: "/api/transactions/notifications" })).statusCode).toBe(401);
  });

  it("shows a supporting officer the notifications of the applicant they act for, and tells the applicant, not the officer", async () => {
    const { id, transNumber } = await submitBySlug(app, fisher, "licence");
    const officer = await tokenFor(app, DEMO.officer.email, DEMO.officer.password);
    const entityId = (await app.knex("transactions").where({ id }).first("entity_id")).entity_id as number;
    const switched = await app.inject({ method: "POST", url: "/api/users/switch", headers: { authorization: officer }, payload: { entity_id: entityId } });
    expect(switched.statusCode).toBe(200);
    const acting = switched.json().data.token as string;
    expect((await listed(acting)).notifications.map((n) => n.subject)).toContain(`Application ${transNumber} received by the NFA`);
    await deliverNotifications(app.knex);
    expect((await readOutbox(app, DEMO.officer.email)).filter((m) => m.subject.includes(transNumber))).toEqual([]);
    expect((await readOutbox(app, DEMO.fisher.email)).filter((m) => m.subject.includes(transNumber))).toHaveLength(1);
  });
});
