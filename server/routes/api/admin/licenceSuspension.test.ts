import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StatusPurpose } from "../../../../engine/certificates/StatusListCredential.ts";
import { addDays } from "../../../../engine/dates/calendarDays.ts";
import { SUSPEND_REASON_REQUIRED } from "../../../../engine/api/licenceStatusContract.ts";
import { buildContext } from "../../../../engine/buildContext.ts";
import { readsLicences } from "../../../../engine/licences/readsLicences.ts";
import { navigate } from "../../../../engine/navigation/navigate.ts";
import { defaultSeasons } from "../../../../engine/node/loadDefinitions.ts";
import type { Definition, HeldLicence } from "../../../../engine/types.ts";
import { DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { oneDatabase } from "../../../testing/oneDatabase.ts";
import { publishedStatusBit } from "../../../testing/publishedStatusBit.ts";
import { licensedVessel, vesselApplicants, type LicensedVessel } from "../../../testing/licensedVessel.ts";
import { completeScenario } from "../../../testing/scenarioAnswers.ts";
import { submitBySlug } from "../../../testing/submitBySlug.ts";
import { SUSPENDED_NOT_RENEWED } from "../../../services/startRenewal.ts";
import { SUSPENDED_NOT_TRANSFERRED } from "../../../services/transfers/requestTransfer.ts";

/*
 * Issue 29, decision 0071: staff suspend a licence, with a reason and perhaps an end day, and lift
 * it. While suspended the licence is not valid anywhere the portal says so: /verify and its
 * suspension list, the register, `$licences` (a vessel licence that needs the owner's valid
 * Fisher Licence is refused), the holder's list (no Renew), transfers and renewals (409). A
 * suspension with an end day ends by itself on that day: a second start of the portal on the same
 * database with PORTAL_TODAY on that day sees it valid again. The vessel type is the first that
 * declares a transfer and a register and reads `$licences` (from schemas/, never named here). The
 * server suite runs again on PostgreSQL (npm run test:pg).
 */
const TODAY = "2026-11-22";
const { startOn, end } = oneDatabase("suspension");

let app: FastifyInstance;
let admin: string;
let holder: string;
let fisher: string;
let type: Definition;
let vessel: LicensedVessel;
/** The holder's Fisher Licence (or whichever licence the vessel type needs on file). */
let needed: { id: number; number: string };

beforeAll(async () => {
  app = await startOn(TODAY);
  admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  const found = app.definitions.all().map((c) => c.definition).find((d) => d.certificate?.transfer && d.register && readsLicences(d));
  if (!found) throw new Error("no type in schemas/types declares certificate.transfer and a register and reads $licences");
  type = found;
  vessel = await licensedVessel(app, admin, type, "Suspension Test", "ST-1");
  holder = await (vesselApplicants(app).get(type.id) as Promise<string>);
  const licences = (await as(holder, "GET", "/api/users/profile")).json().data.licences as HeldLicence[];
  const other = licences.find((l) => l.type !== type.id);
  if (!other) throw new Error(`the ${type.id} applicant holds no other licence`);
  const row = await app.knex("issued_certificates").where({ trans_number: other.number }).first("id");
  needed = { id: Number(row.id), number: other.number };
}, 180_000);
afterAll(end);

const as = (token: string | null, method: "GET" | "POST", url: string, payload?: Record<string, unknown>, on = app) => on.inject({ method, url, ...(token ? { headers: { authorization: token } } : {}), ...(payload === undefined ? {} : { payload }) });
const suspend = (id: number, payload: Record<string, unknown>, on = app) => as(admin, "POST", `/api/admin/certificates/${id}/suspend`, payload, on);
const reinstate = (id: number, payload: Record<string, unknown> = {}, on = app) => as(admin, "POST", `/api/admin/certificates/${id}/reinstate`, payload, on);
const verificationCode = async (id: number) => String((await app.knex("issued_certificates").where({ id }).first("verification_code")).verification_code);
const verify = async (id: number, on = app) => (await as(null, "GET", `/api/verify/${await verificationCode(id)}`, undefined, on)).json().data.status as string;
const index = async (id: number) => Number((await app.knex("issued_certificates").where({ id }).first("status_list_index")).status_list_index);

/** Whether the licence's bit is set in the list of `purpose` as published now, its signature checked. */
async function listed(purpose: StatusPurpose, id: number, on = app): Promise<boolean | null> {
  return publishedStatusBit(on, purpose, await index(id));
}

/** The vessel licence as the holder's licences tab lists it. */
const inTab = async (id: number, token = holder) => ((await as(token, "GET", "/api/bpm/issued-certificates")).json().data as Array<Record<string, unknown>>).find((c) => c.id === id);
const registerStatus = async () => (await as(null, "GET", `/api/register/vessels?q=${encodeURIComponent(vessel.number)}`)).json().data.vessels[0]?.status as string | undefined;
const historyOf = async (id: number, on = app) => (await as(holder, "GET", `/api/licences/${id}/history`, undefined, on)).json().data.events as Array<{ action: string; on: string; detail: string | null; until?: string }>;

describe("a suspended licence", () => {
  it("is not valid while suspended: /verify, the suspension list, the register, the holder's tab, transfers; valid again once lifted", async () => {
    const until = addDays(TODAY, 10);
    const suspended = await suspend(vessel.certificateId, { reason: "Safety equipment not inspected", until });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({ msg: "The licence has been suspended", suspended_until: until });

    expect(await verify(vessel.certificateId)).toBe("suspended");
    expect(await listed("suspension", vessel.certificateId)).toBe(true);
    expect(await listed("revocation", vessel.certificateId)).toBe(false);
    expect(await registerStatus()).toBe("suspended");
    expect((await as(null, "GET", `/api/register/vessels?status=suspended&q=${encodeURIComponent(vessel.number)}`)).json().data.total).toBe(1);
    expect((await as(null, "GET", `/api/register/vessels?status=valid&q=${encodeURIComponent(vessel.number)}`)).json().data.total).toBe(0);
    expect(await inTab(vessel.certificateId)).toMatchObject({ suspension: { until, reason: "Safety equipment not inspected" }, renewable: false });
    expect((await as(holder, "GET", "/api/licences/transfers")).json().data.transferable).not.toContain(vessel.certificateId);
    const transfer = await as(holder, "POST", `/api/licences/${vessel.certificateId}/transfers`, { new_owner_email: DEMO.fisher.email, new_owner_number: "NFA-20931" });
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json().data.msg).toBe(SUSPENDED_NOT_TRANSFERRED);

    const lifted = await reinstate(vessel.certificateId, { reason: "Inspected" });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(await verify(vessel.certificateId)).toBe("valid");
    expect(await listed("suspension", vessel.certificateId)).toBe(false);
    expect(await registerStatus()).toBe("valid");
    expect(await inTab(vessel.certificateId)).toMatchObject({ suspension: null });
    expect((await as(holder, "GET", "/api/licences/transfers")).json().data.transferable).toContain(vessel.certificateId);
    const history = await historyOf(vessel.certificateId);
    expect(history.map((e) => e.action)).toEqual(["issued", "suspended", "reinstated"]);
    expect(history[1]).toMatchObject({ detail: "Safety equipment not inspected", until });
  });

  it("refuses a vessel licence while the owner's Fisher Licence is suspended, and the licence's renewal; accepts both once lifted", async () => {
    expect((await suspend(needed.id, { reason: "Unpaid fine" })).statusCode).toBe(200);
    const held = ((await as(holder, "GET", "/api/users/profile")).json().data.licences as HeldLicence[]).find((l) => l.number === needed.number);
    expect(held).toMatchObject({ suspended: true });
    expect(held?.suspendedUntil).toBeUndefined();
    // Refused with the definition's words for a licence not valid on file, as the engine judges with the profile's licences.
    const scenario = completeScenario(type.id);
    const walked = navigate(app.definitions.get(type.id)!, scenario.answers, buildContext({ today: TODAY, defaults: defaultSeasons(), profile: scenario.profile ?? {}, licences: held ? [held] : [] }));
    expect(walked.blocked?.message).toBeTruthy();
    const refused = await submitBySlug(app, holder, type.slug).catch((error: Error) => error.message);
    expect(String(refused)).toContain("submit failed");
    expect(JSON.parse(String(refused).replace(/^submit failed: /, "")).data.msg).toBe(walked.blocked?.message);
    const renewal = await as(holder, "POST", "/api/renewals", { licence_id: needed.id });
    expect(renewal.statusCode).toBe(409);
    expect(renewal.json().data.msg).toBe(SUSPENDED_NOT_RENEWED);

    expect((await reinstate(needed.id)).statusCode).toBe(200);
    expect((await submitBySlug(app, holder, type.slug)).transNumber).toMatch(/^NFA-\d{4}-\d{6}$/);
  });

  it("answers 400 for an empty reason or a bad end day, 404 for an unknown licence, 403 to others, 409 when revoked, suspended already or not suspended; of two suspensions at once one wins", async () => {
    const id = needed.id;
    const expiry = String((await app.knex("issued_certificates").where({ id }).first("date_of_expiration")).date_of_expiration);
    for (const [payload, pointer] of [
      [{ reason: "   " }, "/reason"],
      [{ reason: "x", until: TODAY }, "/until"],
      [{ reason: "x", until: addDays(TODAY, -1) }, "/until"],
      [{ reason: "x", until: addDays(expiry, 1) }, "/until"],
    ] as const) {
      const answer = await suspend(id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().data.errors).toEqual([expect.objectContaining({ pointer })]);
    }
    expect((await suspend(id, { reason: "   " })).json().data.msg).toBe(SUSPEND_REASON_REQUIRED);
    expect((await suspend(id, { reason: "x", until: "next week" })).statusCode).toBe(400);
    expect((await suspend(id, {})).statusCode).toBe(400);
    expect((await suspend(999_999, { reason: "x" })).statusCode).toBe(404);
    expect((await as(holder, "POST", `/api/admin/certificates/${id}/suspend`, { reason: "x" })).statusCode).toBe(403);
    expect((await as(fisher, "POST", `/api/admin/certificates/${id}/reinstate`, {})).statusCode).toBe(403);

    const notSuspended = await reinstate(id);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json().data.msg).toBe("This licence is not suspended");
    const both = await Promise.all([suspend(id, { reason: "First" }), suspend(id, { reason: "Second" })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().data.msg).toBe("This licence is already suspended: lift the suspension first");
    expect((await historyOf(id)).filter((e) => e.action === "suspended")).toHaveLength(2);
    const lifts = await Promise.all([reinstate(id), reinstate(id)]);
    expect(lifts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("ends by itself on its end day: valid again that day, in the history, and may be suspended again", async () => {
    const until = addDays(TODAY, 5);
    expect((await suspend(vessel.certificateId, { reason: "Logbook missing", until })).statusCode).toBe(200);
    const later = await startOn(until);
    expect(await verify(vessel.certificateId, later)).toBe("valid");
    expect(await listed("suspension", vessel.certificateId, later)).toBe(false);
    const events = await historyOf(vessel.certificateId, later);
    expect(events.slice(-2)).toEqual([expect.objectContaining({ action: "suspended", until, detail: "Logbook missing" }), { action: "suspension-ended", on: until, detail: null }]);
    expect((await reinstate(vessel.certificateId, {}, later)).statusCode).toBe(409);
    expect((await suspend(vessel.certificateId, { reason: "Again" }, later)).statusCode).toBe(200);
    expect(await verify(vessel.certificateId, later)).toBe("suspended");
    // The day before the end, the first start still saw it suspended.
    expect(await verify(vessel.certificateId)).toBe("suspended");
  });

  it("cannot be suspended or lifted once revoked", async () => {
    const other = await licensedVessel(app, admin, type, "Suspension Revoked", "ST-2");
    expect((await as(admin, "POST", `/api/admin/certificates/${other.certificateId}/revoke`, { reason: "Sold abroad" })).statusCode).toBe(200);
    const refused = await suspend(other.certificateId, { reason: "x" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.msg).toBe("This licence has been revoked, so it cannot be suspended");
    expect((await reinstate(other.certificateId)).statusCode).toBe(409);
  });
});
