import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";

/** Officers by appointment (issue 13 finding 2, decision 0013). */
let app: FastifyInstance;
let admin: string;
let fisherEntity: number;
beforeAll(async () => {
  app = await buildApp();
  admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  fisherEntity = Number((await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first()).id);
});
afterAll(async () => app.close());

type Method = "GET" | "POST" | "PUT";
const as = (token: string | null, method: Method, url: string, payload?: object) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: token } : {} });

interface Request {
  id: number;
  kind: string;
  status: string;
  officer_email: string | null;
  entity_id: number | null;
  supporting_officer_role: string | null;
  requested_by_email: string | null;
  requested_at: string;
  decided_by_email: string | null;
  decided_at: string | null;
}
const requests = async (status = "pending") => (await as(admin, "GET", `/api/admin/officer-requests?status=${status}`)).json().data.requests as Request[];
const requestOf = async (email: string, kind: string) => (await requests()).find((r) => r.officer_email === email && r.kind === kind);
const decide = (id: number | undefined, decision: "approved" | "refused") => as(admin, "PUT", `/api/admin/officer-requests/${id}`, { decision });

/** Registers someone asking for the Field Officer role through the public API, as finding 2 did. */
async function registerOfficer(email: string): Promise<void> {
  const payload = { applicant_type: "Individual", email, password: "Field-Pass-42", reenterpassword: "Field-Pass-42", signature: "data:image/png;base64,iVBORw0KGgo=", first_name_individual: "Self", last_name_individual: "Appointed", date_of_birth_individual: "1980-05-05", supporting_officer_role: "Field Officer", supporting_officer_name: "Self Appointed", supporting_officer_email: email };
  expect((await app.inject({ method: "POST", url: "/api/users/register", payload })).json().data.msg).toBe("Registered Successfully");
}

describe("officer registration needs staff approval", () => {
  it("a self-registered Field Officer cannot claim and switch to an applicant (finding 2)", async () => {
    await registerOfficer("rogue@example.com");
    const rogue = await tokenFor(app, "rogue@example.com", "Field-Pass-42");
    expect((await as(rogue, "PUT", `/api/entity/replace-supporting-officer/${fisherEntity}/0`)).statusCode).toBe(403);
    expect((await as(rogue, "POST", "/api/users/switch", { entity_id: fisherEntity })).statusCode).toBe(404);
    expect((await as(rogue, "GET", `/api/users/entity/${fisherEntity}`)).statusCode).toBe(404);
    expect((await as(rogue, "GET", "/api/users/entities")).statusCode).toBe(403);
    const profile = (await as(rogue, "GET", "/api/users/profile?userInfoOnly=yes")).json().data.user;
    expect(profile).toMatchObject({ role: "applicant", login_as: "Applicant", supporting_officer_role: "Not Applicable", officer_request: "pending" });
  });

  it("staff approval gives the officer role asked for and ends the user's older sessions", async () => {
    await registerOfficer("appointed@example.com");
    const before = await tokenFor(app, "appointed@example.com", "Field-Pass-42");
    const request = await requestOf("appointed@example.com", "appointment");
    expect(request).toMatchObject({ status: "pending", supporting_officer_role: "Field Officer", requested_by_email: "appointed@example.com", requested_at: expect.any(String), decided_at: null });
    expect((await decide(request?.id, "approved")).json().data.msg).toBe("Officer registration approved");
    expect((await as(before, "GET", "/api/users/profile")).statusCode).toBe(401);
    const after = await tokenFor(app, "appointed@example.com", "Field-Pass-42");
    expect((await as(after, "GET", "/api/users/profile?userInfoOnly=yes")).json().data.user).toMatchObject({ role: "supporting_officer", login_as: "Supporting Officer", supporting_officer_role: "Field Officer", officer_request: "approved" });
    expect((await as(after, "GET", "/api/users/entities")).statusCode).toBe(200);
    const audited = (await requests("all")).find((r) => r.id === request?.id);
    expect(audited).toMatchObject({ status: "approved", decided_by_email: DEMO.admin.email, decided_at: expect.any(String) });
  });

  it("a refused officer registration stays an applicant account", async () => {
    await registerOfficer("refused@example.com");
    const request = await requestOf("refused@example.com", "appointment");
    expect((await decide(request?.id, "refused")).json().data.msg).toBe("Officer registration refused");
    const token = await tokenFor(app, "refused@example.com", "Field-Pass-42");
    expect((await as(token, "GET", "/api/users/entities")).statusCode).toBe(403);
    expect(await requestOf("refused@example.com", "appointment")).toBeUndefined();
  });
});

describe("an officer's claim needs staff approval", () => {
  it("a claim gives no switch, no listing and no data until staff approve it, and is audited", async () => {
    await registerOfficer("claimer@example.com");
    await decide((await requestOf("claimer@example.com", "appointment"))?.id, "approved");
    const officer = await tokenFor(app, "claimer@example.com", "Field-Pass-42");
    expect((await as(officer, "PUT", `/api/entity/replace-supporting-officer/${fisherEntity}/0`)).json().data).toEqual({ msg: "Claim recorded: staff will approve it before you can act for this applicant", status: "pending" });
    expect((await as(officer, "PUT", `/api/entity/replace-supporting-officer/${fisherEntity}/0`)).json().data.msg).toBe("This claim is already waiting for staff approval");
    expect((await as(officer, "POST", "/api/users/switch", { entity_id: fisherEntity })).statusCode).toBe(404);
    expect((await as(officer, "GET", `/api/users/entity/${fisherEntity}`)).statusCode).toBe(404);
    expect((await as(officer, "GET", "/api/users/entities")).json().data).toEqual([]);
    expect((await as(officer, "GET", "/api/users/profile")).json().data.associated_entities.map((e: { id: number }) => e.id)).not.toContain(fisherEntity);
    // The officer's dashboard shows the claim as pending.
    const [shown] = (await as(officer, "GET", "/api/admin/supporting-officer/entities?nfa_registration_number=NFA-20931")).json().data.entities;
    expect(shown).toMatchObject({ id: fisherEntity, claimed_by_me: false, claim_pending_for_me: true });

    const claims = (await requests()).filter((r) => r.officer_email === "claimer@example.com" && r.kind === "claim");
    expect(claims).toEqual([expect.objectContaining({ entity_id: fisherEntity, requested_by_email: "claimer@example.com", requested_at: expect.any(String) })]);
    expect((await decide(claims[0]?.id, "approved")).json().data.msg).toBe("Claim approved");
    expect((await decide(claims[0]?.id, "refused")).json()).toEqual({ success: false, statusCode: 409, data: { msg: "This request has already been decided" } });
    expect((await as(officer, "POST", "/api/users/switch", { entity_id: fisherEntity })).statusCode).toBe(200);
    expect((await as(officer, "GET", "/api/users/entities")).json().data.map((e: { id: number }) => e.id)).toEqual([fisherEntity]);
    expect((await requests("all")).find((r) => r.id === claims[0]?.id)).toMatchObject({ status: "approved", decided_by_email: DEMO.admin.email, decided_at: expect.any(String) });
  });

  it("a refused claim gives no access and may be asked again", async () => {
    await registerOfficer("second@example.com");
    await decide((await requestOf("second@example.com", "appointment"))?.id, "approved");
    const officer = await tokenFor(app, "second@example.com", "Field-Pass-42");
    await as(officer, "PUT", `/api/entity/replace-supporting-officer/${fisherEntity}/0`);
    expect((await decide((await requestOf("second@example.com", "claim"))?.id, "refused")).json().data.msg).toBe("Claim refused");
    expect((await as(officer, "POST", "/api/users/switch", { entity_id: fisherEntity })).statusCode).toBe(404);
    expect((await as(officer, "PUT", `/api/entity/replace-supporting-officer/${fisherEntity}/0`)).json().data.status).toBe("pending");
  });

  it("staff claiming for an officer approves the officer's own waiting claim, once in the audit trail", async () => {
    await registerOfficer("waiting@example.com");
    await decide((await requestOf("waiting@example.com", "appointment"))?.id, "approved");
    const officer = await tokenFor(app, "waiting@example.com", "Field-Pass-42");
    await as(officer, "PUT", `/api/entity/replace-supporting-officer/${fisherEntity}/0`);
    const officerId = Number((await app.knex("users").where({ email: "waiting@example.com" }).first()).id);
    expect((await as(admin, "PUT", `/api/entity/replace-supporting-officer/${fisherEntity}/${officerId}`)).json().data.status).toBe("approved");
    const claims = (await requests("all")).filter((r) => r.officer_email === "waiting@example.com" && r.kind === "claim");
    expect(claims).toEqual([expect.objectContaining({ status: "approved", requested_by_email: "waiting@example.com", decided_by_email: DEMO.admin.email })]);
    expect((await as(officer, "POST", "/api/users/switch", { entity_id: fisherEntity })).statusCode).toBe(200);
  });

  it("staff claiming for an officer is immediate and recorded with the staff member", async () => {
    await registerOfficer("assigned@example.com");
    await decide((await requestOf("assigned@example.com", "appointment"))?.id, "approved");
    const officerId = Number((await app.knex("users").where({ email: "assigned@example.com" }).first()).id);
    expect((await as(admin, "PUT", `/api/entity/replace-supporting-officer/${fisherEntity}/${officerId}`)).json().data).toEqual({ msg: "Account claimed successfully", status: "approved" });
    const officer = await tokenFor(app, "assigned@example.com", "Field-Pass-42");
    expect((await as(officer, "POST", "/api/users/switch", { entity_id: fisherEntity })).statusCode).toBe(200);
    expect((await requests("all")).find((r) => r.officer_email === "assigned@example.com" && r.kind === "claim")).toMatchObject({ status: "approved", requested_by_email: DEMO.admin.email, decided_by_email: DEMO.admin.email });
  });
});

describe("the officer requests routes", () => {
  it("are staff only: an applicant and an officer get 403, a visitor 401", async () => {
    const [fisher, officer] = await Promise.all([tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.officer.email, DEMO.officer.password)]);
    for (const token of [fisher, officer]) {
      expect((await as(token, "GET", "/api/admin/officer-requests")).statusCode).toBe(403);
      expect((await as(token, "PUT", "/api/admin/officer-requests/1", { decision: "approved" })).statusCode).toBe(403);
    }
    expect((await as(null, "GET", "/api/admin/officer-requests")).statusCode).toBe(401);
  });

  it("decide a request once when two staff approve it at the same time, and record one claim for racing claims", async () => {
    await registerOfficer("racing@example.com");
    const id = (await requestOf("racing@example.com", "appointment"))?.id;
    // Three staff approve at once (a refusal among them could win on PostgreSQL, and the officer would then rightly be refused the claims below).
    const answers = await Promise.all([decide(id, "approved"), decide(id, "approved"), decide(id, "approved")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const officer = await tokenFor(app, "racing@example.com", "Field-Pass-42");
    const claims = await Promise.all([1, 2, 3].map(() => as(officer, "PUT", `/api/entity/replace-supporting-officer/${fisherEntity}/0`)));
    expect(claims.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    expect((await requests()).filter((r) => r.officer_email === "racing@example.com" && r.kind === "claim")).toHaveLength(1);
  });

  it("answer bad input and unknown requests with a 4xx in the envelope", async () => {
    expect((await as(admin, "PUT", "/api/admin/officer-requests/99999", { decision: "approved" })).json()).toEqual({ success: false, statusCode: 404, data: { msg: "Request not found" } });
    expect((await as(admin, "PUT", "/api/admin/officer-requests/1", { decision: "maybe" })).statusCode).toBe(400);
    expect((await as(admin, "PUT", "/api/admin/officer-requests/abc", { decision: "approved" })).statusCode).toBe(400);
    expect((await as(admin, "GET", "/api/admin/officer-requests?status=odd")).statusCode).toBe(400);
  });

  it("keep the demo officer appointed by the demo admin with both demo applicants approved", async () => {
    const officer = await tokenFor(app, DEMO.officer.email, DEMO.officer.password);
    expect((await as(officer, "GET", "/api/users/entities")).json().data.map((e: { nfa_registration_number: string }) => e.nfa_registration_number)).toEqual(["NFA-20931", "NFA-C-1001"]);
    const demo = (await requests("approved")).filter((r) => r.officer_email === DEMO.officer.email);
    expect(demo.map((r) => r.kind).sort()).toEqual(["appointment", "claim", "claim"]);
  });
});
