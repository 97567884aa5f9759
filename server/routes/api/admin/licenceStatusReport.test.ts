import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../../engine/dates/calendarDays.ts";
import type { Definition } from "../../../../engine/types.ts";
import { DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { licensedVessel, registerTypes, type LicensedVessel } from "../../../testing/licensedVessel.ts";
import { oneDatabase } from "../../../testing/oneDatabase.ts";
import { readXlsx } from "../../../testing/readXlsx.ts";

/*
 * Decision 0071, later: staff list every suspended licence (or every valid, revoked or expired
 * one) in the licence report, GET /api/admin/licences and its download POST
 * /api/admin/search_licences, by where each licence stands on the portal's day; each listed
 * licence says so, and a suspended one until when and why. Four licences of the first type that
 * declares a register (taken from schemas/, never named here): one suspended until lifted, one
 * valid, one suspended until a day, one suspended and then revoked. Later days are later starts
 * of the portal on the same database (PORTAL_TODAY). The server suite runs again on PostgreSQL.
 */
const TODAY = "2026-11-22";
const ENDS = addDays(TODAY, 5);
const { startOn, end } = oneDatabase("status_report");

let app: FastifyInstance;
let admin: string;
let fisher: string;
let type: Definition;
let lifted: LicensedVessel;
let valid: LicensedVessel;
let ending: LicensedVessel;
let revoked: LicensedVessel;

const as = (token: string | null, method: "GET" | "POST", url: string, payload?: Record<string, unknown>, on = app) => on.inject({ method, url, ...(token ? { headers: { authorization: token } } : {}), ...(payload === undefined ? {} : { payload }) });
const suspend = (vessel: LicensedVessel, payload: Record<string, unknown>) => as(admin, "POST", `/api/admin/certificates/${vessel.certificateId}/suspend`, payload);

interface Listed {
  id: number;
  status?: string;
  suspension?: { until: string | null; reason: string } | null;
  propertiesMap: { FLIS_TransactionId: string };
}
/** The type's licences the report lists with `status` (every one when null), on the day `on` started. */
async function report(status: string | null, on = app): Promise<Listed[]> {
  const answer = await as(admin, "GET", `/api/admin/licences?app_type=${type.id}${status === null ? "" : `&status=${status}`}`, undefined, on);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.certificates as Listed[];
}
const ids = (listed: Listed[]) => listed.map((c) => c.id);
const find = (listed: Listed[], vessel: LicensedVessel) => listed.find((c) => c.id === vessel.certificateId);

beforeAll(async () => {
  app = await startOn(TODAY);
  admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  const first = registerTypes(app)[0];
  if (!first) throw new Error("no type in schemas/types declares a register");
  type = first;
  lifted = await licensedVessel(app, admin, type, "Status Lifted", "SR-1");
  valid = await licensedVessel(app, admin, type, "Status Valid", "SR-2");
  ending = await licensedVessel(app, admin, type, "Status Ending", "SR-3");
  revoked = await licensedVessel(app, admin, type, "Status Revoked", "SR-4");
  expect((await suspend(lifted, { reason: "Unpaid fine" })).statusCode).toBe(200);
  expect((await suspend(ending, { reason: "Logbook missing", until: ENDS })).statusCode).toBe(200);
  expect((await suspend(revoked, { reason: "Under inquiry" })).statusCode).toBe(200);
  expect((await as(admin, "POST", `/api/admin/certificates/${revoked.certificateId}/revoke`, { reason: "Sold abroad" })).statusCode).toBe(200);
}, 240_000);
afterAll(end);

describe("the licence report by status", () => {
  it("lists the suspended licences, with until when and why, and not a valid or revoked one", async () => {
    const suspended = await report("suspended");
    expect(ids(suspended)).toEqual(expect.arrayContaining([lifted.certificateId, ending.certificateId]));
    expect(ids(suspended)).not.toContain(valid.certificateId);
    expect(ids(suspended)).not.toContain(revoked.certificateId);
    expect(new Set(suspended.map((c) => c.status))).toEqual(new Set(["suspended"]));
    expect(find(suspended, lifted)).toMatchObject({ status: "suspended", suspension: { until: null, reason: "Unpaid fine" } });
    expect(find(suspended, ending)).toMatchObject({ status: "suspended", suspension: { until: ENDS, reason: "Logbook missing" } });
  });

  it("lists a valid licence under valid and a revoked one under revoked, revoked winning over its suspension", async () => {
    const validOnes = await report("valid");
    expect(ids(validOnes)).toContain(valid.certificateId);
    for (const other of [lifted, ending, revoked]) expect(ids(validOnes)).not.toContain(other.certificateId);
    expect(find(validOnes, valid)).toMatchObject({ status: "valid", suspension: null });
    const revokedOnes = await report("revoked");
    expect(ids(revokedOnes)).toContain(revoked.certificateId);
    expect(find(revokedOnes, revoked)?.status).toBe("revoked");
    expect(new Set(revokedOnes.map((c) => c.status))).toEqual(new Set(["revoked"]));
    const expired = ids(await report("expired"));
    for (const vessel of [lifted, valid, ending, revoked]) expect(expired).not.toContain(vessel.certificateId);
  });

  it("without a status lists every licence as before, each saying where it stands", async () => {
    const all = await as(admin, "GET", `/api/admin/licences?app_type=${type.id}`);
    const listed = all.json().data.certificates as Listed[];
    expect(all.json().data.msg).toBe(`${listed.length} licence(s) found`);
    expect(ids(listed)).toEqual(expect.arrayContaining([lifted, valid, ending, revoked].map((v) => v.certificateId)));
    expect([lifted, valid, ending, revoked].map((v) => find(listed, v)?.status)).toEqual(["suspended", "valid", "suspended", "revoked"]);
  });

  it("downloads only the licences with the status asked for", async () => {
    const download = await as(admin, "POST", "/api/admin/search_licences", { app_type: type.id, status: "suspended" });
    expect(download.statusCode, download.body).toBe(200);
    const [, ...rows] = readXlsx(Buffer.from(download.json().data.base64, "base64"));
    const numbers = rows.map((row) => row[0]);
    expect(numbers).toEqual(expect.arrayContaining([lifted.submitted.transNumber, ending.submitted.transNumber]));
    expect(numbers).not.toContain(valid.submitted.transNumber);
    expect(numbers).not.toContain(revoked.submitted.transNumber);
  });

  it("counts a suspension whose end day has come as valid; one until lifted stays suspended", async () => {
    const later = await startOn(ENDS);
    const validOnes = await report("valid", later);
    expect(find(validOnes, ending)).toMatchObject({ status: "valid", suspension: null });
    expect(ids(await report("suspended", later))).not.toContain(ending.certificateId);
    expect(ids(await report("suspended", later))).toContain(lifted.certificateId);
    // The day before, it was still suspended.
    expect(find(await report("suspended"), ending)?.status).toBe("suspended");
  });

  it("counts a suspended licence past its last day as expired", async () => {
    const lastDay = String((await app.knex("issued_certificates").where({ id: lifted.certificateId }).first("date_of_expiration")).date_of_expiration);
    const after = await startOn(addDays(lastDay, 1));
    expect(find(await report("expired", after), lifted)).toMatchObject({ status: "expired" });
    expect(ids(await report("suspended", after))).not.toContain(lifted.certificateId);
    expect(find(await report("revoked", after), revoked)?.status).toBe("revoked");
  });

  it("answers 400 beside /status for an unknown status, and 401 or 403 to anyone but staff", async () => {
    for (const [method, url, payload] of [
      ["GET", `/api/admin/licences?status=lapsed`, undefined],
      ["POST", "/api/admin/search_licences", { status: "Suspended" }],
    ] as const) {
      const refused = await as(admin, method, url, payload);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, statusCode: 400, data: { errors: [{ pointer: "/status", message: "Choose one of valid, suspended, expired, revoked" }] } });
      expect(refused.json().data.msg).toMatch(/^Unknown licence status (lapsed|Suspended)$/);
    }
    expect((await as(fisher, "GET", "/api/admin/licences?status=suspended")).statusCode).toBe(403);
    expect((await as(fisher, "POST", "/api/admin/search_licences", { status: "suspended" })).statusCode).toBe(403);
    expect((await as(null, "GET", "/api/admin/licences?status=suspended")).statusCode).toBe(401);
    expect((await as(null, "POST", "/api/admin/search_licences", { status: "suspended" })).statusCode).toBe(401);
  });
});
