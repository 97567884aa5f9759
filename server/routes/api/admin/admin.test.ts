import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";

/** The admin area's routes: who may call them, species seasons, user support, the officer dashboard. */
let app: FastifyInstance;
let fisher: string;
let officer: string;
let admin: string;
beforeAll(async () => {
  app = await buildApp();
  [fisher, officer, admin] = await Promise.all([tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.officer.email, DEMO.officer.password), tokenFor(app, DEMO.admin.email, DEMO.admin.password)]);
});
afterAll(async () => app.close());

type Method = "GET" | "POST" | "PUT";
const as = (token: string | null, method: Method, url: string, payload?: object) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: token } : {} });

const STAFF_ONLY: Array<[Method, string, object?]> = [
  ["GET", "/api/admin/species-seasons"],
  ["PUT", "/api/admin/species-seasons/1", { start_date: "08-08", end_date: "02-28" }],
  ["GET", "/api/admin/report-options"],
  ["GET", "/api/admin/transactions?app_type=X"],
  ["POST", "/api/admin/search_transactions", { app_type: "X" }],
  ["GET", "/api/admin/transactions/months"],
  ["GET", "/api/admin/transactions/months/2026-01"],
  ["GET", "/api/admin/transactions/1"],
  ["GET", "/api/admin/licences"],
  ["POST", "/api/admin/search_licences", {}],
  ["GET", "/api/admin/cases"],
  ["POST", "/api/admin/cases/1/status", { status: "Case Closed" }],
  ["POST", "/api/admin/cases/1/confirm-payment", {}],
  ["GET", "/api/admin/users?email=fisher"],
  ["PUT", "/api/admin/users/password-reset/1"],
  ["GET", "/api/bpm/all-issued-certificates"],
];

describe("roles are enforced on the server", () => {
  it.each(STAFF_ONLY)("%s %s refuses an applicant and an officer (403) and a visitor (401)", async (method, url, payload) => {
    for (const token of [fisher, officer]) {
      const refused = await as(token, method, url, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, statusCode: 403, data: { msg: "You are not allowed to do this" } });
    }
    expect((await as(null, method, url, payload)).statusCode).toBe(401);
  });

  it("lets officers and staff search entities to claim, and refuses applicants", async () => {
    const url = "/api/admin/supporting-officer/entities?nfa_registration_number=NFA-20931";
    expect((await as(fisher, "GET", url)).statusCode).toBe(403);
    expect((await as(officer, "GET", url)).statusCode).toBe(200);
    expect((await as(admin, "GET", url)).statusCode).toBe(200);
    expect((await as(fisher, "GET", "/api/users/entities")).statusCode).toBe(403);
    expect((await as(fisher, "PUT", "/api/entity/replace-supporting-officer/1/0")).statusCode).toBe(403);
  });
});

describe("species closed seasons", () => {
  it("lists month-day dates with the real dates of the season running today or next (decision 0021)", async () => {
    const seasons = (await as(admin, "GET", "/api/admin/species-seasons")).json().data as Array<{ specie_name: string; start_date: string; start_date_shown: string; end_date: string; end_date_shown: string }>;
    expect(seasons.length).toBeGreaterThan(0);
    const today = app.definitions.today();
    const yearAhead = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    for (const s of seasons) {
      expect(s.start_date).toMatch(/^\d{2}-\d{2}$/);
      // Every shown date is a real day of the year: 29 February becomes the 28th in a common year.
      for (const shown of [s.start_date_shown, s.end_date_shown]) expect(new Date(`${shown}T00:00:00Z`).toISOString().slice(0, 10)).toBe(shown);
      // Never an end before the start; a season not yet over, beginning within the year.
      expect(s.end_date_shown >= s.start_date_shown).toBe(true);
      expect(s.end_date_shown >= today && s.start_date_shown <= yearAhead).toBe(true);
    }
    const conch = seasons.find((s) => s.specie_name === "Conch");
    const endYear = Number(conch?.end_date_shown.slice(0, 4));
    const leap = new Date(`${endYear}-02-29T00:00:00Z`).getUTCMonth() === 1;
    expect(conch).toMatchObject({ end_date: "02-29", start_date_shown: `${endYear - 1}-08-08`, end_date_shown: `${endYear}-02-${leap ? "29" : "28"}` });
  });

  it("an edit is stored as month-day and changes the wizards' season windows at once", async () => {
    const [season] = (await as(admin, "GET", "/api/admin/species-seasons")).json().data as Array<{ id: number; specie_name: string }>;
    // Read first, so the seasons the server keeps in memory (docs/decisions/0025) are the old ones.
    expect((await app.inject({ method: "GET", url: "/api/constants/context" })).json().data.windows[season?.specie_name as string]).not.toEqual({ start: "03-15", end: "05-31" });
    expect((await app.inject({ method: "GET", url: "/api/constants/species-seasons" })).json().data.find((s: { id: number }) => s.id === season?.id)).not.toMatchObject({ start_date: "03-15" });
    const edited = await as(admin, "PUT", `/api/admin/species-seasons/${season?.id}`, { specie_name: season?.specie_name, start_date: "2026-03-15", end_date: "05-31", description: "Moved by staff" });
    expect(edited.json().data).toMatchObject({ msg: "Species season updated successfully", season: { start_date: "03-15", end_date: "05-31", description: "Moved by staff" } });
    const windows = (await app.inject({ method: "GET", url: "/api/constants/context" })).json().data.windows as Record<string, { start: string; end: string }>;
    expect(windows[season?.specie_name as string]).toEqual({ start: "03-15", end: "05-31" });
    expect((await app.inject({ method: "GET", url: "/api/constants/species-seasons" })).json().data.find((s: { id: number }) => s.id === season?.id)).toMatchObject({ start_date: "03-15" });
  });

  it("refuses an impossible date, a renamed species and an unknown id with 4xx", async () => {
    const [season] = (await as(admin, "GET", "/api/admin/species-seasons")).json().data as Array<{ id: number }>;
    const bad = await as(admin, "PUT", `/api/admin/species-seasons/${season?.id}`, { start_date: "02-30", end_date: "13-01" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual([{ pointer: "/start_date", message: "Not a valid date" }, { pointer: "/end_date", message: "Not a valid date" }]);
    expect((await as(admin, "PUT", `/api/admin/species-seasons/${season?.id}`, { specie_name: "Tuna", start_date: "01-01", end_date: "01-31" })).json().data.msg).toBe("The species name cannot be changed");
    expect((await as(admin, "PUT", `/api/admin/species-seasons/${season?.id}`, { start_date: "1 March", end_date: "01-31" })).statusCode).toBe(400);
    expect((await as(admin, "PUT", "/api/admin/species-seasons/99999", { start_date: "01-01", end_date: "01-31" })).statusCode).toBe(404);
  });
});

describe("user support", () => {
  it("searches users by email and by cell phone, never showing a password hash", async () => {
    const byEmail = (await as(admin, "GET", "/api/admin/users?email=FISHER@example")).json().data;
    expect(byEmail.users).toEqual([expect.objectContaining({ email: DEMO.fisher.email, cell_phone_user: "876-555-0142", role: "applicant", entities: [expect.objectContaining({ nfa_registration_number: "NFA-20931" })] })]);
    expect(JSON.stringify(byEmail)).not.toContain("password");
    const byPhone = (await as(admin, "GET", "/api/admin/users?cell_phone_user=876-555-0300")).json().data.users;
    expect(byPhone).toEqual([expect.objectContaining({ email: DEMO.officer.email, role: "supporting_officer", supporting_officer_role: "Field Officer" })]);
    expect((await as(admin, "GET", "/api/admin/users?email=nobody-here")).json().data).toEqual({ msg: "No users found", users: [] });
    expect((await as(admin, "GET", "/api/admin/users")).statusCode).toBe(400);
  });

  it("makes a single-use reset link whose id sets a new password", async () => {
    const [user] = (await as(admin, "GET", "/api/admin/users?email=company@example.com")).json().data.users as Array<{ id: number }>;
    const reset = await as(admin, "PUT", `/api/admin/users/password-reset/${user?.id}`);
    const uid = reset.json().data.id as string;
    expect(uid.length).toBeGreaterThan(20);
    expect((await app.inject({ method: "POST", url: "/api/users/password/submit", payload: { uid, password: "New-Harbour-42", reenterpassword: "New-Harbour-42" } })).statusCode).toBe(200);
    expect((await tokenFor(app, "company@example.com", "New-Harbour-42")).length).toBeGreaterThan(10);
    expect((await app.inject({ method: "POST", url: "/api/users/password/submit", payload: { uid, password: "Other-Harbour-42" } })).statusCode).toBe(400);
    expect((await as(admin, "PUT", "/api/admin/users/password-reset/99999")).json()).toEqual({ success: false, statusCode: 404, data: { msg: "User not found" } });
  });
});

describe("supporting officer dashboard", () => {
  it("finds an entity with the spec's fields, claims it and lists it under View Accounts", async () => {
    const found = (await as(officer, "GET", "/api/admin/supporting-officer/entities?nfa_registration_number=NFA-20931")).json().data.entities;
    expect(found).toEqual([
      expect.objectContaining({ nfa_registration_number: "NFA-20931", applicant_email_address: DEMO.fisher.email, applicant_cell_phone: "876-555-0142", supporting_officer_name: "Andre Walters", claimed_by_me: true, users: [expect.objectContaining({ email: DEMO.fisher.email, entity_user: expect.objectContaining({ is_primary: true, is_replaced_supporting_officer: "YES", updated_at: expect.any(String) }) })] }),
    ]);
    const [other] = (await as(admin, "GET", "/api/admin/users?email=admin@example.com")).json().data.users[0].entities as Array<{ id: number }>;
    // An officer's claim waits for staff (decision 0013); approved, it is the officer's.
    expect((await as(officer, "PUT", `/api/entity/replace-supporting-officer/${other?.id}/0`)).json().data.msg).toBe("Claim recorded: staff will approve it before you can act for this applicant");
    const [request] = (await as(admin, "GET", "/api/admin/officer-requests")).json().data.requests as Array<{ id: number; entity_id: number }>;
    expect(request?.entity_id).toBe(other?.id);
    expect((await as(admin, "PUT", `/api/admin/officer-requests/${request?.id}`, { decision: "approved" })).json().data.msg).toBe("Claim approved");
    const claimed = (await as(officer, "GET", "/api/admin/supporting-officer/entities?supporting_officer_id=" + (await as(admin, "GET", "/api/admin/users?email=officer@example.com")).json().data.users[0].id)).json().data.entities as Array<{ id: number; users: Array<{ entity_user: { is_replaced_supporting_officer: string } }> }>;
    expect(claimed.find((e) => e.id === other?.id)?.users[0]?.entity_user.is_replaced_supporting_officer).toBe("YES");
    expect(((await as(officer, "GET", "/api/users/entities")).json().data as Array<{ id: number }>).map((e) => e.id)).toContain(other?.id);
    expect((await as(officer, "GET", "/api/admin/supporting-officer/entities?nfa_registration_number=NFA-NONE")).json()).toEqual({ success: false, statusCode: 404, data: { msg: "No applicant found with this NFA registration number" } });
    expect((await as(officer, "GET", "/api/admin/supporting-officer/entities")).statusCode).toBe(400);
  });
});

describe("malformed requests to the admin and bpm routes", () => {
  it("answer 400 with a message, never a 5xx", async () => {
    const cases: Array<[string, Method, string, unknown]> = [
      ["an unknown status", "POST", "/api/admin/cases/1/status", { status: "Nope" }],
      ["a status as an object", "POST", "/api/admin/search_transactions", { app_type: "X", status: { a: 1 } }],
      ["an unknown filter", "POST", "/api/admin/search_transactions", { app_type: "X", colour: "blue" }],
      ["a report without a type", "POST", "/api/admin/search_transactions", {}],
      ["a season date as a number", "PUT", "/api/admin/species-seasons/1", { start_date: 5, end_date: "01-01" }],
      ["a season id that is not a number", "PUT", "/api/admin/species-seasons/abc", { start_date: "01-01", end_date: "01-01" }],
      ["a transaction id that is not a number", "GET", "/api/admin/transactions/abc", undefined],
      ["an unknown user search field", "GET", "/api/admin/users?email=a&role=x", undefined],
      ["a licence report with a bad date", "GET", "/api/admin/licences?start_date=tomorrow", undefined],
      ["a certificate without its type", "POST", "/api/bpm/case/documents/NFA-2026-000001", {}],
      ["a confirmation that is not JSON", "POST", "/api/admin/cases/1/confirm-payment", "not json"],
      ["a correction that is not JSON", "POST", "/api/bpm/revert-general-correction/1", "not json"],
    ];
    for (const [what, method, url, payload] of cases) {
      const response = await app.inject({ method, url, headers: { authorization: admin, ...(payload === undefined ? {} : { "content-type": "application/json" }) }, ...(payload === undefined ? {} : { payload: typeof payload === "string" ? payload : JSON.stringify(payload) }) });
      expect([what, response.statusCode]).toEqual([what, 400]);
      const body = response.json();
      expect([what, body.success, typeof body.data.msg, body.data.msg.length > 0]).toEqual([what, false, "string", true]);
    }
  });

  it("a confirmation or report sent with no body at all is judged on its own terms", async () => {
    expect((await as(admin, "POST", "/api/admin/cases/999999/confirm-payment")).json()).toEqual({ success: false, statusCode: 404, data: { msg: "Transaction not found" } });
    expect((await as(admin, "POST", "/api/admin/search_transactions")).json().data.msg).toBe("This field is required");
    expect((await as(admin, "POST", "/api/admin/search_licences")).statusCode).toBe(200);
  });
});
