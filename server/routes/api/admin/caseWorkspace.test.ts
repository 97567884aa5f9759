import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { submitBySlug, type Submitted } from "../../../testing/submitBySlug.ts";

/**
 * The case workspace's routes (issue 17, decision 0037): the queue searched, filtered, sorted and
 * paged in SQL with each case's age and assignee; a case whole; assigning it. The queue's rows
 * here are submitted transactions stored directly (two of the definitions' types, ages chosen),
 * beside one submitted through the API, whose applicant name the submit stores.
 */
let app: FastifyInstance;
let admin: string;
let fisher: string;
let officer: string;
let submitted: Submitted;
let types: string[];
const DAY = 86_400_000;
const sqlTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

/** Stores a submitted transaction of `appType` named `name`, `days` old. */
async function stored(number: string, appType: string, name: string, days: number): Promise<number> {
  const [row] = await app.knex("transactions").insert({ temp_trans_id: `ws-${number}`, trans_number: number, app_type: appType, status: "Application Received by the NFA", definition_version: "1", answers: "{}", applicant_name: name, submitted_on: sqlTime(Date.now() - days * DAY - 3_600_000) }, ["id"]);
  return Number(typeof row === "object" ? row.id : row);
}

const queue = (query: string, token = admin) => app.inject({ method: "GET", url: `/api/admin/cases?${query}`, headers: { authorization: token } });
const numbers = async (query: string) => ((await queue(query)).json().data.cases as Array<{ transaction_number: string }>).map((c) => c.transaction_number);
const assign = (id: number, assignee: unknown, token = admin) => app.inject({ method: "POST", url: `/api/admin/cases/${id}/assign`, headers: { authorization: token }, payload: { assignee } });

beforeAll(async () => {
  app = await buildApp();
  [admin, fisher, officer] = await Promise.all([tokenFor(app, DEMO.admin.email, DEMO.admin.password), tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.officer.email, DEMO.officer.password)]);
  types = app.definitions.all().map((c) => c.definition.id).slice(0, 2);
  submitted = await submitBySlug(app, fisher, "licence");
  await stored("WS-0001", types[0] as string, "Aaron O'Brien", 40);
  await stored("WS-0002", types[1] as string, "bella 50%_Off", 10);
  await stored("WS-0003", types[0] as string, "Carl Zephyr", 2);
});
afterAll(async () => app.close());

describe("GET /api/admin/cases", () => {
  it("stores the applicant's name at submit and finds the case by part of it, any case, or by its transaction number", async () => {
    const byName = (await queue("q=MARCIA%20camp")).json().data;
    expect(byName.cases.map((c: { transaction_number: string }) => c.transaction_number)).toEqual([submitted.transNumber]);
    expect(byName.cases[0]).toMatchObject({ name_of_applicant: "Marcia Campbell", age_days: 0, assigned_to: null, status: "Application Received by the NFA", payment_pending: false });
    expect(byName.total).toBe(1);
    expect(await numbers(`q=${submitted.transNumber.slice(-6)}`)).toEqual([submitted.transNumber]);
  });

  it("treats % and _ in the search as letters, not wildcards", async () => {
    expect(await numbers("q=50%25_")).toEqual(["WS-0002"]);
    expect(await numbers("q=%25")).toEqual(["WS-0002"]);
    expect(await numbers("q=_")).toEqual(["WS-0002"]);
  });

  it("filters by type, by age and by status", async () => {
    expect(await numbers(`app_type=${types[0]}&q=WS-`)).toEqual(["WS-0001", "WS-0003"]);
    expect(await numbers("min_age_days=5&q=WS-")).toEqual(["WS-0001", "WS-0002"]);
    expect(await numbers("min_age_days=5&max_age_days=30&q=WS-")).toEqual(["WS-0002"]);
    expect(await numbers("max_age_days=3&q=WS-")).toEqual(["WS-0003"]);
    expect(await numbers("status=Case%20Closed&q=WS-")).toEqual([]);
    const oldest = (await queue("q=WS-0001")).json().data.cases[0];
    expect(oldest.age_days).toBe(40);
  });

  it("sorts in SQL by each column both ways and pages with the total of all matches", async () => {
    expect(await numbers("q=WS-&sort=name&direction=asc")).toEqual(["WS-0001", "WS-0002", "WS-0003"]);
    expect(await numbers("q=WS-&sort=name&direction=desc")).toEqual(["WS-0003", "WS-0002", "WS-0001"]);
    expect(await numbers("q=WS-&sort=submitted_on")).toEqual(["WS-0001", "WS-0002", "WS-0003"]);
    expect(await numbers("q=WS-&sort=transaction_number&direction=desc")).toEqual(["WS-0003", "WS-0002", "WS-0001"]);
    const second = (await queue("q=WS-&sort=transaction_number&page=2&page_size=2")).json().data;
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2, msg: "3 case(s) in the queue" });
    expect(second.cases.map((c: { transaction_number: string }) => c.transaction_number)).toEqual(["WS-0003"]);
    expect((await queue("q=WS-&page=9")).json().data).toMatchObject({ total: 3, cases: [] });
  });

  it("answers bad query values with 400 in the envelope, never 500", async () => {
    for (const query of ["page=0", "page_size=101", "page_size=abc", "sort=password_hash", "direction=sideways", "status=Nope", "assigned_to=someone", "min_age_days=-1", "colour=red", `q=${"x".repeat(101)}`]) {
      const answer = await queue(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, statusCode: 400 });
    }
    expect((await queue("min_age_days=9&max_age_days=2")).json()).toEqual({ success: false, statusCode: 400, data: { msg: "The youngest age asked for is more than the oldest", errors: [{ pointer: "/min_age_days", message: "Must not be more than max_age_days" }] } });
  });

  it("is for staff only", async () => {
    expect((await queue("q=WS-", fisher)).statusCode).toBe(403);
    expect((await queue("q=WS-", officer)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/admin/cases" })).statusCode).toBe(401);
  });
});

describe("assigning a case", () => {
  it("assigns to oneself with 'me', records who and when in the history, and filters the queue by assignee", async () => {
    const answer = await assign(submitted.id, "me");
    expect(answer.json()).toEqual({ success: true, statusCode: 200, data: { msg: "The case is assigned to Simone Grant", assigned_to: { id: expect.any(Number), name: "Simone Grant" } } });
    const adminId = answer.json().data.assigned_to.id as number;
    expect(await numbers("assigned_to=me")).toEqual([submitted.transNumber]);
    expect(await numbers(`assigned_to=${adminId}`)).toEqual([submitted.transNumber]);
    expect(await numbers("assigned_to=none&q=WS-")).toEqual(["WS-0001", "WS-0002", "WS-0003"]);
    expect((await queue(`q=${submitted.transNumber}`)).json().data.cases[0].assigned_to).toEqual({ id: adminId, name: "Simone Grant" });
    const events = (await app.inject({ method: "GET", url: `/api/bpm/case/${submitted.id}/events`, headers: { authorization: admin } })).json().data.events as Array<{ action: string; comment: string; by_name: string; created_at: string }>;
    expect(events.at(-1)).toMatchObject({ action: "assigned", comment: "Assigned to Simone Grant", by_name: "Simone Grant" });
    expect(events.at(-1)?.created_at).toBeTruthy();
  });

  it("refuses an unknown or non-staff assignee with 400, and someone else's or an unknown case with 404", async () => {
    const fisherId = Number((await app.knex("users").where({ email: DEMO.fisher.email }).first("id")).id);
    for (const who of [fisherId, 999999]) expect((await assign(submitted.id, who)).json()).toEqual({ success: false, statusCode: 400, data: { msg: "A case can be assigned only to a member of staff", errors: [{ pointer: "/assignee", message: "This user is not a member of staff" }] } });
    for (const who of ["you", 0, -3, 1.5, null]) expect((await assign(submitted.id, who)).statusCode, String(who)).toBe(400);
    expect((await assign(999999, "me")).statusCode).toBe(404);
    expect((await assign(submitted.id, "me", fisher)).statusCode).toBe(403);
    expect((await app.inject({ method: "POST", url: `/api/admin/cases/${submitted.id}/assign`, headers: { authorization: admin }, payload: {} })).statusCode).toBe(400);
  });

  it("unassigns with 'none'", async () => {
    expect((await assign(submitted.id, "none")).json().data).toEqual({ msg: "The case is no longer assigned", assigned_to: null });
    expect((await queue(`q=${submitted.transNumber}`)).json().data.cases[0].assigned_to).toBeNull();
  });
});

describe("GET /api/admin/cases/{id}", () => {
  it("gives the case whole: its answers summarised, documents, payments and the staff to assign", async () => {
    const file = (await app.inject({ method: "GET", url: `/api/admin/cases/${submitted.id}`, headers: { authorization: admin } })).json().data;
    expect(file.case).toMatchObject({ id: submitted.id, transaction_number: submitted.transNumber, name_of_applicant: "Marcia Campbell", next_statuses: expect.arrayContaining(["Application In Progress"]) });
    expect(file.summary.sections.length).toBeGreaterThan(0);
    expect(file.summary.fees.total).toBeGreaterThan(0);
    expect(file.documents.length).toBeGreaterThan(0);
    expect(file.payments[0]).toMatchObject({ payment_method: "Credit/Debit Card", status: "completed", receipt_number: null, confirmed_by: null });
    expect(file.staff).toEqual([{ id: expect.any(Number), name: "Simone Grant" }]);
  });

  it("records the receipt, who confirmed an offline payment and when", async () => {
    const cash = await submitBySlug(app, fisher, "licence", "cash");
    const confirmed = await app.inject({ method: "POST", url: `/api/admin/cases/${cash.id}/confirm-payment`, headers: { authorization: admin }, payload: { receipt_number: "R-2026-77", expected_status: "Application Received by the NFA" } });
    expect(confirmed.statusCode).toBe(200);
    const payment = (await app.inject({ method: "GET", url: `/api/admin/cases/${cash.id}`, headers: { authorization: admin } })).json().data.payments[0];
    expect(payment).toMatchObject({ payment_method: "Cash at NFA Office", status: "completed", receipt_number: "R-2026-77", confirmed_by: { name: "Simone Grant" } });
    expect(Date.now() - Date.parse(`${String(payment.confirmed_at).replace(" ", "T").replace(/Z?$/, "Z")}`)).toBeLessThan(120_000);
  });

  it("names no licence until one is issued, then the licence staff may revoke from the case, then its revocation and reason", async () => {
    const approved = await submitBySlug(app, fisher, "licence");
    const file = async () => (await app.inject({ method: "GET", url: `/api/admin/cases/${approved.id}`, headers: { authorization: admin } })).json().data;
    expect((await file()).certificate).toBeNull();
    expect((await moveCaseAs(app, admin, approved.id, "Application In Progress")).statusCode).toBe(200);
    expect((await moveCaseAs(app, admin, approved.id, "Licence Approved")).statusCode).toBe(200);
    const issued = (await file()).certificate;
    expect(issued).toEqual({ id: expect.any(Number), revoked_at: null, revoke_reason: null, suspension: null, expires_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), variations: [] });
    const revoked = await app.inject({ method: "POST", url: `/api/admin/certificates/${issued.id}/revoke`, headers: { authorization: admin }, payload: { reason: "Vessel sold" } });
    expect(revoked.statusCode).toBe(200);
    expect((await file()).certificate).toMatchObject({ id: issued.id, revoked_at: expect.any(String), revoke_reason: "Vessel sold" });
  });

  it("answers someone else, an unknown id and a bad id with 403, 404 and 400", async () => {
    expect((await app.inject({ method: "GET", url: `/api/admin/cases/${submitted.id}`, headers: { authorization: fisher } })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/admin/cases/999999", headers: { authorization: admin } })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/admin/cases/abc", headers: { authorization: admin } })).statusCode).toBe(400);
  });
});
