import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../../engine/dates/calendarDays.ts";
import { fillPlaceholders } from "../../../../engine/notifications/renderNotice.ts";
import { templateFor } from "../../../../engine/notifications/templateFor.ts";
import type { Definition, HeldLicence } from "../../../../engine/types.ts";
import { LICENCE_EXPIRING, remindExpiringLicences, reminderDays } from "../../../services/licenceReminders.ts";
import { notificationTemplates } from "../../../services/notifications/notificationTemplates.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { licensedVessel, vesselApplicants, type LicensedVessel } from "../../../testing/licensedVessel.ts";
import { publishedStatusBit } from "../../../testing/publishedStatusBit.ts";

/*
 * Issue 29, decision 0069: a vessel licence passes to a new owner. The holder asks, the new owner
 * confirms in their own dashboard, staff approve; until the new owner confirms, staff cannot. The
 * types that may be transferred are those whose definition declares certificate.transfer (taken
 * from schemas/, never named here), licensed as the register's tests license them. The server
 * suite runs again on PostgreSQL (npm run test:pg).
 */
const NEW_OWNER = { email: DEMO.fisher.email, number: "NFA-20931" };
const NOT_CONFIRMED = "The new owner has not confirmed this transfer yet: it can be approved only once they confirm it";

let app: FastifyInstance;
let admin: string;
let holder: string;
let fisher: string;
let company: string;
let type: Definition;

beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: "2026-11-22" });
  admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  company = await tokenFor(app, DEMO.company.email, DEMO.company.password);
  const transferable = app.definitions.all().map((c) => c.definition).filter((d) => d.certificate?.transfer && d.register);
  if (!transferable[0]) throw new Error("no type in schemas/types declares certificate.transfer and a register");
  type = transferable[0];
  await licensedVessel(app, admin, type, "Warm Up", "WU-1");
  holder = await (vesselApplicants(app).get(type.id) as Promise<string>);
}, 180_000);
afterAll(async () => app.close());

let vessels = 0;
/** A new licence of the holder's, for one test. */
const licence = (): Promise<LicensedVessel> => licensedVessel(app, admin, type, `Transfer Test ${++vessels}`, `TT-${vessels}`);

const as = (token: string, method: "GET" | "POST", url: string, payload?: Record<string, unknown>) => app.inject({ method, url, headers: { authorization: token }, ...(payload === undefined ? {} : { payload }) });
const ask = (certificateId: number, payload: Record<string, unknown> = { new_owner_email: NEW_OWNER.email, new_owner_number: NEW_OWNER.number }) => as(holder, "POST", `/api/licences/${certificateId}/transfers`, payload);
const step = (token: string, id: number, name: string, payload?: Record<string, unknown>) => as(token, "POST", name === "approve" || name === "refuse" ? `/api/admin/transfers/${id}/${name}` : `/api/licences/transfers/${id}/${name}`, payload ?? {});
const heldBy = async (token: string): Promise<string[]> => ((await as(token, "GET", "/api/users/profile")).json().data.licences as HeldLicence[]).map((l) => l.number);
/** The subject schemas/notifications.json gives a transfer's event, for the licence's number. */
const subjectOf = (event: string, transactionNumber: string) => fillPlaceholders(templateFor(notificationTemplates(), event, null)?.email.subject ?? `no template for ${event}`, { transactionNumber });
/** The notifications on the dashboard of the entity `token` acts for, newest first. */
const told = async (token: string): Promise<Array<{ subject: string; text: string }>> => (await as(token, "GET", "/api/transactions/notifications")).json().data.notifications;
const asked = async (vessel: LicensedVessel): Promise<number> => {
  const answer = await ask(vessel.certificateId);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.transfer.id as number;
};

describe("transfers of a vessel licence", () => {
  it("waits for the new owner's confirmation: staff approval is refused with 409 until they confirm, then moves the licence", async () => {
    const vessel = await licence();
    expect((await as(holder, "GET", "/api/licences/transfers")).json().data.transferable).toContain(vessel.certificateId);
    const checked = await ask(vessel.certificateId, { new_owner_email: NEW_OWNER.email.toUpperCase(), new_owner_number: ` ${NEW_OWNER.number.toLowerCase()} `, check_only: true });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.transfer).toBeUndefined();
    const id = await asked(vessel);
    // The new owner is told, on their dashboard (and by mail), what is asked of them and by when; the holder is named nowhere.
    const number = vessel.submitted.transNumber;
    const offer = (await told(fisher)).find((n) => n.subject === subjectOf("transfer-requested", number));
    expect(offer?.text).toContain("Confirm or decline it on your dashboard by ");
    // The holder reads none of it, not even on the application the licence was issued on.
    const onTheirs = (await as(holder, "GET", `/api/transactions/notifications?transaction_id=${vessel.submitted.id}`)).json().data.notifications as Array<{ subject: string }>;
    expect(onTheirs.map((n) => n.subject)).not.toContain(offer?.subject);
    const offered = (await as(fisher, "GET", "/api/licences/transfers")).json().data.transfers[0];
    expect(offered).toMatchObject({ id, direction: "incoming", status: "awaiting_new_owner", licence_number: vessel.submitted.transNumber, vessel_name: vessel.name, registration: vessel.number });
    expect((await as(admin, "GET", "/api/admin/transfers")).json().data.transfers.map((t: { id: number }) => t.id)).toContain(id);

    const early = await step(admin, id, "approve");
    expect(early.statusCode).toBe(409);
    expect(early.json().data.msg).toBe(NOT_CONFIRMED);
    expect(await heldBy(holder)).toContain(vessel.submitted.transNumber);

    expect((await step(fisher, id, "confirm")).json().data.transfer.status).toBe("awaiting_approval");
    const { verification_code: oldCode, status_list_index: oldIndex } = await app.knex("issued_certificates").where({ id: vessel.certificateId }).first("verification_code", "status_list_index");
    expect((await app.inject({ method: "GET", url: `/api/verify/${oldCode}` })).statusCode).toBe(200);
    expect((await told(holder)).map((n) => n.subject)).toContain(subjectOf("transfer-confirmed", number));
    const approved = await step(admin, id, "approve");
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await told(fisher)).map((n) => n.subject)).toContain(subjectOf("transfer-approved", number));
    expect((await told(holder)).map((n) => n.subject)).toContain(subjectOf("transfer-completed", number));
    expect(approved.json().data.transfer.status).toBe("approved");
    expect(await heldBy(holder)).not.toContain(vessel.submitted.transNumber);
    expect(await heldBy(fisher)).toContain(vessel.submitted.transNumber);
    // The old holder's printed licence, which names them, no longer verifies; the new code does.
    expect((await app.inject({ method: "GET", url: `/api/verify/${oldCode}` })).statusCode).toBe(404);
    const { verification_code: newCode } = await app.knex("issued_certificates").where({ id: vessel.certificateId }).first("verification_code");
    expect((await app.inject({ method: "GET", url: `/api/verify/${newCode}` })).statusCode).toBe(200);
    // Offline too: the statement printed in the old holder's QR carries the old status entry, now revoked for good; the licence's new entry is not.
    const { status_list_index: newIndex } = await app.knex("issued_certificates").where({ id: vessel.certificateId }).first("status_list_index");
    expect(Number(newIndex)).not.toBe(Number(oldIndex));
    expect([await publishedStatusBit(app, "revocation", Number(oldIndex)), await publishedStatusBit(app, "revocation", Number(newIndex))]).toEqual([true, false]);
    // Both histories keep it; the register lists the licence still, now the new holder's, with nothing of either.
    expect((await as(holder, "GET", "/api/licences/transfers")).json().data.transfers[0]).toMatchObject({ id, direction: "outgoing", status: "approved" });
    expect((await as(fisher, "GET", "/api/licences/transfers")).json().data.transfers[0]).toMatchObject({ id, direction: "incoming", status: "approved" });
    const register = (await app.inject({ method: "GET", url: `/api/register/vessels?q=${encodeURIComponent(vessel.number)}` })).json().data;
    expect(register.vessels).toHaveLength(1);
    const actions = (await app.knex("licence_events").where({ certificate_id: vessel.certificateId }).orderBy("id").pluck("action")) as string[];
    expect(actions).toEqual(["issued", "transfer-requested", "transfer-confirmed", "transfer-approved"]);
    // Its reminders go to the new owner now, not to whoever applied for it.
    const { date_of_expiration: expires, transaction_id: appliedOn } = await app.knex("issued_certificates").where({ id: vessel.certificateId }).first("date_of_expiration", "transaction_id");
    await remindExpiringLicences(app.knex, addDays(String(expires), -7));
    const fisherEntity = (await as(fisher, "GET", "/api/users/profile")).json().data.entities[0].id as number;
    expect(await app.knex("notifications").where({ transaction_id: appliedOn, event: "licence-expiring" }).pluck("entity_id")).toEqual([fisherEntity]);
    // The new owner renews it with nothing of the previous holder's application filled in (decision 0070).
    if (!type.renewal) return;
    const renewal = await as(fisher, "POST", "/api/renewals", { licence_id: vessel.certificateId });
    expect(renewal.statusCode, renewal.body).toBe(200);
    const draft = (await as(fisher, "GET", `/api/transactions/draft/${renewal.json().data.temp_trans_id}`)).json().data.transaction;
    expect(draft.renewal).toEqual({ licence: vessel.submitted.transNumber, carried: {}, transferred: true });
    const theirs = (await app.knex("transactions").where({ id: vessel.submitted.id }).first("answers")) as { answers: string };
    const previous = JSON.parse(theirs.answers) as Record<string, unknown>;
    const leaked = type.renewal.carryOver.filter((name) => previous[name] !== undefined && JSON.stringify(draft.application_details[name]) === JSON.stringify(previous[name]) && typeof previous[name] === "object");
    expect(leaked, "the previous holder's vessel, owners and gear").toEqual([]);
  });

  it("reminds the new owner of an expiry the previous holder was already reminded of, once, and then of the next reminder", async () => {
    const vessel = await licence();
    const { date_of_expiration: expires, transaction_id: appliedOn } = await app.knex("issued_certificates").where({ id: vessel.certificateId }).first("date_of_expiration", "transaction_id");
    const days = reminderDays();
    const [furthest, nearest] = [Math.max(...days), Math.min(...days)];
    const remindedOn = async (day: string) => {
      await remindExpiringLicences(app.knex, day);
      return (await app.knex("notifications").where({ transaction_id: appliedOn, event: LICENCE_EXPIRING }).orderBy("id").pluck("entity_id")).map(Number);
    };
    const holderEntity = Number((await as(holder, "GET", "/api/users/profile")).json().data.entities[0].id);
    const fisherEntity = Number((await as(fisher, "GET", "/api/users/profile")).json().data.entities[0].id);
    // The holder is reminded on the first reminder's day, then the licence passes to the new owner.
    expect(await remindedOn(addDays(String(expires), -furthest))).toEqual([holderEntity]);
    const id = await asked(vessel);
    expect((await step(fisher, id, "confirm")).statusCode).toBe(200);
    expect((await step(admin, id, "approve")).statusCode).toBe(200);
    // The next sweep tells the new owner what the holder was told; a second sweep that day, nothing more.
    expect(await remindedOn(addDays(String(expires), -furthest))).toEqual([holderEntity, fisherEntity]);
    expect(await remindedOn(addDays(String(expires), -furthest))).toEqual([holderEntity, fisherEntity]);
    // The last reminder goes to the new owner alone.
    expect(await remindedOn(addDays(String(expires), -nearest))).toEqual([holderEntity, fisherEntity, fisherEntity]);
  });

  it("cannot approve a transfer the new owner declined, nor one the holder withdrew", async () => {
    const declined = await asked(await licence());
    expect((await step(fisher, declined, "decline")).statusCode).toBe(200);
    const refused = await step(admin, declined, "approve");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.msg).toBe("The new owner declined this transfer");
    expect((await step(fisher, declined, "confirm")).statusCode).toBe(409);

    const withdrawn = await asked(await licence());
    expect((await step(fisher, withdrawn, "confirm")).statusCode).toBe(200);
    expect((await step(holder, withdrawn, "withdraw")).statusCode).toBe(200);
    expect((await step(admin, withdrawn, "approve")).json().data.msg).toBe("The holder withdrew this transfer");
  });

  it("lets only the new owner confirm, only the holder ask and withdraw, only staff approve", async () => {
    const vessel = await licence();
    expect((await as(company, "POST", `/api/licences/${vessel.certificateId}/transfers`, { new_owner_email: NEW_OWNER.email, new_owner_number: NEW_OWNER.number })).statusCode).toBe(404);
    const id = await asked(vessel);
    expect((await step(company, id, "confirm")).statusCode).toBe(404);
    expect((await step(holder, id, "confirm")).statusCode).toBe(404);
    expect((await step(fisher, id, "withdraw")).statusCode).toBe(404);
    expect((await step(fisher, id, "approve")).statusCode).toBe(403);
    expect((await app.inject({ method: "POST", url: `/api/licences/transfers/${id}/confirm`, payload: {} })).statusCode).toBe(401);
    expect((await as(company, "GET", "/api/licences/transfers")).json().data.transfers.map((t: { id: number }) => t.id)).not.toContain(id);
    expect((await step(fisher, id, "confirm")).statusCode).toBe(200);
  });

  it("refuses bad bodies, an unknown new owner (the same words whichever half is wrong) and a second open transfer", async () => {
    const vessel = await licence();
    const unknownEmail = await ask(vessel.certificateId, { new_owner_email: "nobody@example.com", new_owner_number: NEW_OWNER.number });
    const wrongNumber = await ask(vessel.certificateId, { new_owner_email: NEW_OWNER.email, new_owner_number: "NFA-0" });
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongNumber.json().data).toEqual(unknownEmail.json().data);
    expect(unknownEmail.json().data.errors[0].pointer).toBe("/new_owner_email");
    expect((await ask(vessel.certificateId, { new_owner_email: "", new_owner_number: "" })).json().data.errors.map((e: { pointer: string }) => e.pointer)).toEqual(["/new_owner_email", "/new_owner_number"]);
    expect((await ask(vessel.certificateId, { new_owner_email: NEW_OWNER.email })).statusCode).toBe(400);
    expect((await ask(vessel.certificateId, { new_owner_email: NEW_OWNER.email, new_owner_number: NEW_OWNER.number, extra: 1 })).statusCode).toBe(400);
    expect((await as(holder, "POST", "/api/licences/abc/transfers", {})).statusCode).toBe(400);
    expect((await step(admin, 1, "refuse", { reason: "" })).statusCode).toBe(400);
    expect((await step(fisher, 999999, "confirm")).statusCode).toBe(404);
    await asked(vessel);
    const again = await ask(vessel.certificateId, { new_owner_email: DEMO.company.email, new_owner_number: "NFA-C-1001" });
    expect(again.statusCode).toBe(409);
    expect((await as(holder, "GET", "/api/licences/transfers")).json().data.transferable).not.toContain(vessel.certificateId);
  });

  it("lets one of two clicks at once win and refuses the other with 409, never a 5xx", async () => {
    const twoAsks = await licence();
    const asks = await Promise.all([ask(twoAsks.certificateId), ask(twoAsks.certificateId)]);
    expect(asks.map((a) => a.statusCode).sort()).toEqual([200, 409]);

    const id = asks.find((a) => a.statusCode === 200)!.json().data.transfer.id as number;
    const confirms = await Promise.all([step(fisher, id, "confirm"), step(fisher, id, "confirm")]);
    expect(confirms.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const approvals = await Promise.all([step(admin, id, "approve"), step(admin, id, "approve")]);
    expect(approvals.map((a) => a.statusCode).sort()).toEqual([200, 409]);

    const contested = await asked(await licence());
    await step(fisher, contested, "confirm");
    const both = await Promise.all([step(admin, contested, "approve"), step(holder, contested, "withdraw")]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = both[0]!.statusCode === 200 ? "approved" : "withdrawn";
    expect((await as(holder, "GET", "/api/licences/transfers")).json().data.transfers.find((t: { id: number }) => t.id === contested).status).toBe(won);
  });

  it("lets a transfer lapse when the new owner does not confirm by its last day: no confirmation, and the holder may ask again", async () => {
    const vessel = await licence();
    const id = await asked(vessel);
    // Its last day was yesterday.
    await app.knex("licence_transfers").where({ id }).update({ confirm_by: addDays(app.definitions.today(), -1) });
    expect((await as(fisher, "GET", "/api/licences/transfers")).json().data.transfers.find((t: { id: number }) => t.id === id).status).toBe("lapsed");
    const late = await step(fisher, id, "confirm");
    expect(late.statusCode).toBe(409);
    expect(late.json().data.msg).toBe("The time for the new owner to confirm this transfer has passed: the holder may ask again");
    expect((await as(holder, "GET", "/api/licences/transfers")).json().data.transferable).toContain(vessel.certificateId);
    expect((await ask(vessel.certificateId)).statusCode).toBe(200);
  });

  it("refuses a transfer of a revoked licence, and a refusal needs its reason", async () => {
    const vessel = await licence();
    const id = await asked(vessel);
    await step(fisher, id, "confirm");
    expect((await as(admin, "POST", `/api/admin/certificates/${vessel.certificateId}/revoke`, { reason: "Unpaid fees" })).statusCode).toBe(200);
    const approval = await step(admin, id, "approve");
    expect(approval.statusCode).toBe(409);
    expect(await heldBy(fisher)).not.toContain(vessel.submitted.transNumber);
    expect((await step(admin, id, "refuse", { reason: " " })).statusCode).toBe(400);
    expect((await step(admin, id, "refuse", { reason: "The licence was revoked" })).json().data.transfer).toMatchObject({ status: "refused", reason: "The licence was revoked" });
    expect((await ask(vessel.certificateId)).statusCode).toBe(409);
  });
});
