import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";

let app: FastifyInstance;
let fisher: string;
let company: string;
let officer: string;
let fisherEntity: number;
let companyEntity: number;
beforeAll(async () => {
  app = await buildApp();
  fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  company = await tokenFor(app, DEMO.company.email, DEMO.company.password);
  officer = await tokenFor(app, DEMO.officer.email, DEMO.officer.password);
  fisherEntity = (await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first()).id;
  companyEntity = (await app.knex("entities").where({ nfa_registration_number: "NFA-C-1001" }).first()).id;
});
afterAll(async () => app.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: unknown) => app.inject({ method, url, headers: { authorization: token }, ...(payload === undefined ? {} : { payload: payload as object }) });
const agent = (n: number) => ({ name_of_applicant: `Agent ${n}`, email: `agent${n}@example.com`, password: "Agent-Pass-1" });

describe("entity users and agents", () => {
  it("lists the primary first, adds up to three secondary agents, then refuses with the spec's message", async () => {
    for (const n of [1, 2, 3]) expect((await call("POST", `/api/users/add/entity/${companyEntity}`, company, agent(n))).json().data.msg).toBe("Agent added successfully");
    const fourth = await call("POST", `/api/users/add/entity/${companyEntity}`, company, agent(4));
    expect(fourth.json()).toEqual({ success: false, statusCode: 409, data: { msg: "Only 3 secondary agents can be added" } });
    const users = (await call("GET", `/api/users/entity/${companyEntity}`, company)).json().data.users;
    expect(users.map((u: { user_type: string }) => u.user_type)).toEqual(["Primary", "Secondary", "Secondary", "Secondary"]);
    expect(users[0].can_update).toBe(true);
    expect(users[1].can_update).toBe(false);
  });

  it("lets only the primary agent manage agents, and nobody update another's row", async () => {
    const secondary = await tokenFor(app, "agent1@example.com", "Agent-Pass-1");
    expect((await call("POST", `/api/users/add/entity/${companyEntity}`, secondary, agent(9))).json().data.msg).toBe("Only the primary agent can manage the entity's agents");
    const primaryId = (await app.knex("users").where({ email: DEMO.company.email }).first()).id;
    expect((await call("POST", `/api/users/${primaryId}`, secondary, { name_of_applicant: "Hijack" })).json()).toEqual({ success: false, statusCode: 403, data: { msg: "You can only update your own details" } });
    const ownId = (await app.knex("users").where({ email: "agent1@example.com" }).first()).id;
    expect((await call("POST", `/api/users/${ownId}`, secondary, { name_of_applicant: "Agent One" })).json().data.msg).toBe("User updated successfully");
    expect((await call("POST", `/api/users/${ownId}`, secondary, { email: "changed@example.com" })).json().data.msg).toBe("The email and telephone of an existing user cannot be changed");
  });

  it("deletes and promotes secondary agents; another entity's users are not found", async () => {
    const agent2 = (await app.knex("users").where({ email: "agent2@example.com" }).first()).id;
    const agent3 = (await app.knex("users").where({ email: "agent3@example.com" }).first()).id;
    expect((await call("DELETE", `/api/users/${agent2}`, company)).json().data.msg).toBe("Agent deleted successfully");
    expect((await call("GET", `/api/users/entity/${companyEntity}`, fisher)).statusCode).toBe(404);
    expect((await call("POST", `/api/users/${agent3}/promote`, company)).json().data.msg).toBe("Agent promoted to primary successfully");
    const users = (await call("GET", `/api/users/entity/${companyEntity}`, company)).json().data.users;
    expect(users[0]).toMatchObject({ user_type: "Primary", email: "agent3@example.com" });
  });
});

describe("supporting officers", () => {
  it("lists associated entities and switches applicant with a new token", async () => {
    const entities = (await call("GET", "/api/users/entities", officer)).json().data as Array<{ id: number }>;
    expect(entities.map((e) => e.id).sort()).toEqual([fisherEntity, companyEntity].sort());
    const switched = await call("POST", "/api/users/switch", officer, { entity_id: companyEntity });
    expect(switched.json().data.msg).toBe("Switched Applicant Successfully");
    const profile = await call("GET", "/api/users/profile", switched.json().data.token);
    expect(profile.json().data.entities[0].id).toBe(companyEntity);
  });

  it("refuses to switch to an entity the officer is not associated with, and refuses applicants officer calls", async () => {
    const stranger = await app.inject({ method: "POST", url: "/api/users/register", payload: { applicant_type: "Individual", email: "solo@example.com", password: "Solo-Pass-11", reenterpassword: "Solo-Pass-11", signature: "data:image/png;base64,iVBORw0KGgo=", first_name_individual: "Solo", last_name_individual: "Fisher", date_of_birth_individual: "1970-01-01" } });
    const soloEntity = stranger.json().data.entity_id as number;
    expect((await call("POST", "/api/users/switch", officer, { entity_id: soloEntity })).statusCode).toBe(404);
    expect((await call("GET", "/api/users/entities", fisher)).statusCode).toBe(403);
    expect((await call("GET", "/api/entity/search?nfa_registration_number=NFA-20931", fisher)).statusCode).toBe(403);
    // A claim waits for staff approval (decision 0013): no switch until then.
    const claimed = await call("PUT", `/api/entity/replace-supporting-officer/${soloEntity}/0`, officer);
    expect(claimed.json().data).toEqual({ msg: "Claim recorded: staff will approve it before you can act for this applicant", status: "pending" });
    expect((await call("POST", "/api/users/switch", officer, { entity_id: soloEntity })).statusCode).toBe(404);
    const admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
    const request = ((await call("GET", "/api/admin/officer-requests", admin)).json().data.requests as Array<{ id: number; entity_id: number }>).find((r) => r.entity_id === soloEntity);
    expect((await call("PUT", `/api/admin/officer-requests/${request?.id}`, admin, { decision: "approved" })).statusCode).toBe(200);
    expect((await call("POST", "/api/users/switch", officer, { entity_id: soloEntity })).statusCode).toBe(200);
  });

  it("searches entities by NFA number", async () => {
    const found = await call("GET", "/api/entity/search?nfa_registration_number=NFA-20931", officer);
    expect(found.json().data.entities[0]).toMatchObject({ id: fisherEntity, nfa_registration_number: "NFA-20931" });
    expect((await call("GET", "/api/entity/search?nfa_registration_number=NFA-0", officer)).json().data.msg).toBe("No applicant found with this NFA registration number");
  });
});

describe("profile updates and lookup", () => {
  it("updates the applicant's information with the age rules, picture identification and photo", async () => {
    expect((await call("PUT", `/api/entity/${fisherEntity}`, fisher, { address: "14 Front Street", date_of_birth_individual: "1985-03-14" })).json().data.entity.address).toBe("14 Front Street");
    expect((await call("PUT", `/api/entity/${fisherEntity}`, fisher, { date_of_birth_individual: "2020-01-01" })).json().data.msg).toBe("Date of birth must be at least 16 years ago");
    expect((await call("PUT", `/api/entity/${fisherEntity}`, fisher, { date_of_birth_individual: "1700-01-01" })).json().data.msg).toBe("Date of birth cannot be more than 200 years ago");
    expect((await call("PUT", `/api/entity/${fisherEntity}`, company, { address: "x" })).statusCode).toBe(404);
    expect((await call("POST", `/api/entity/picture-identification/${fisherEntity}`, fisher, { entity_picture_identification: { picture_identification: "Yes", type_of_picture_identification: "Passport", picture_identification_number: "A1234567" } })).json().data.msg).toBe("Picture identification updated successfully");
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    expect((await call("POST", `/api/entity/photo/${fisherEntity}`, fisher, { self_photo_file: { name: "me.png", content: png } })).json().data.msg).toBe("Profile photo updated successfully");
    expect((await call("POST", `/api/entity/photo/${fisherEntity}`, fisher, { self_photo_file: { name: "me.gif", content: png } })).json().data.msg).toBe("Only .png, .jpeg, .jpg files are accepted");
  });

  it("looks up a registration number for staff's prefill, or says none was found", async () => {
    const staff = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
    const found = await app.inject({ method: "POST", url: "/api/users/lookup", headers: { authorization: staff }, payload: { nfa_registration_number: "NFA-20931" } });
    expect(found.json().data).toMatchObject({ nameofApplicant: "Marcia", nameofApplicantLast: "Campbell", dateofBirth: "1985-03-14" });
    const missing = await app.inject({ method: "POST", url: "/api/users/lookup", payload: { taxation_registration_number: "000-000-000" } });
    expect(missing.json()).toEqual({ success: false, statusCode: 404, data: { msg: "No record was found for these numbers" } });
  });
});

describe("correction responses", () => {
  it("needs a comment and a returned application, then goes back to the NFA", async () => {
    const definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; requiresLogin: boolean }>;
    const type = definitions.find((d) => d.requiresLogin)?.id as string;
    const temp = (await call("POST", "/api/transactions/temp", fisher, { app_type: type })).json().data.temp_trans_id;
    const row = await app.knex("transactions").where({ temp_trans_id: temp }).first();
    expect((await call("POST", `/api/transactions/${row.id}/correction-response`, fisher, { comment: "Fixed" })).json().data.msg).toBe("This application is not awaiting a correction");
    await app.knex("transactions").where({ id: row.id }).update({ status: "Returned For Correction", trans_number: "NFA-2026-999999" });
    expect((await call("POST", `/api/transactions/${row.id}/correction-response`, fisher, { comment: "  " })).json()).toEqual({ success: false, statusCode: 400, data: { msg: "Comment is Mandatory" } });
    expect((await call("POST", `/api/transactions/${row.id}/correction-response`, company, { comment: "Fixed" })).statusCode).toBe(404);
    expect((await call("POST", `/api/transactions/${row.id}/correction-response`, fisher, { comment: "The licence number is now attached." })).json().data.msg).toBe("Your response has been sent to the NFA");
    expect((await app.knex("transactions").where({ id: row.id }).first()).status).toBe("Application Received by the NFA");
  });
});
