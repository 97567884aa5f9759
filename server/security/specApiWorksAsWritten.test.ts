import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../testing/buildApp.ts";
import { pdfText } from "../testing/pdfText.ts";
import { submitBySlug } from "../testing/submitBySlug.ts";

/**
 * Issue 25 finding 7: a client written to spec 000 §7 could not return, correct or approve a case
 * (the staff move required expected_status), and the NFA number's length errors were ajv's, not
 * the spec's 'Min length is 3' / 'Max length is 100' (§5). A stricter rule may add an optional
 * field, never refuse the spec's request (decision 0045).
 */
let app: FastifyInstance;
let fisher: string;
let admin: string;
beforeAll(async () => {
  app = await buildApp();
  [fisher, admin] = await Promise.all([tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.admin.email, DEMO.admin.password)]);
});
afterAll(async () => app.close());

const as = (token: string, url: string, payload: object) => app.inject({ method: "POST", url, payload, headers: { authorization: token } });
/** The spec's staff move: the status, a comment where one is needed, nothing else. */
const move = (id: number, status: string, comment?: string) => as(admin, `/api/admin/cases/${id}/status`, { status, ...(comment ? { comment } : {}) });
const statusCheck = async (number: string) => (await app.inject({ method: "GET", url: `/api/transactions/status/${number}` })).json().data.transaction.status as string;

describe("the specification's own calls", () => {
  it("walk a licence through return for correction, the applicant's answer and approval to an issued licence, without expected_status", async () => {
    const licence = await submitBySlug(app, fisher, "licence");
    expect((await move(licence.id, "Application In Progress")).statusCode).toBe(200);
    const returned = await move(licence.id, "Returned For Correction", "Please upload a clearer picture");
    expect(returned.statusCode).toBe(200);
    expect(await statusCheck(licence.transNumber)).toBe("Returned For Correction");

    // Spec 000 §7 'Correction response': POST {url}{case_folder_id} with the comment.
    const answered = await as(fisher, `/api/bpm/revert-general-correction/${licence.id}`, { comment: "A clearer picture is uploaded" });
    expect(answered.statusCode).toBe(200);
    expect(await statusCheck(licence.transNumber)).toBe("Application Received by the NFA");

    expect((await move(licence.id, "Application In Progress")).statusCode).toBe(200);
    const approved = await move(licence.id, "Licence Approved");
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.certificate_id).toEqual(expect.any(Number));
    expect(await statusCheck(licence.transNumber)).toBe("Licence Approved");

    // The issued licence, downloaded as the spec's certificate call does.
    const pdf = await as(fisher, `/api/bpm/case/documents/${licence.transNumber}`, { certificate_type: "licence" });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(licence.transNumber);
  });

  it("still refuses a move the case's status does not allow, and a stale expected_status when one is sent", async () => {
    const licence = await submitBySlug(app, fisher, "licence");
    const early = await move(licence.id, "Licence Approved");
    expect(early.statusCode).toBe(409);
    expect(early.json().data.msg).toBe("A case in status 'Application Received by the NFA' cannot move to 'Licence Approved'");
    expect((await as(admin, `/api/admin/cases/${licence.id}/status`, { status: "Application In Progress", expected_status: "Application In Progress" })).statusCode).toBe(409);
  });

  it("answer the NFA number's length with the spec's texts, at registration and at the lookup", async () => {
    const register = (nfa: string) => app.inject({ method: "POST", url: "/api/users/register", payload: { applicant_type: "Company", company_name: "Short Number Ltd", email: `short${nfa.length}@example.com`, password: "Harbour-2027", reenterpassword: "Harbour-2027", signature: "data:image/png;base64,iVBORw0KGgo=", nfa_registration_number: nfa } });
    const short = await register("AB");
    expect(short.statusCode).toBe(400);
    expect(short.json().data.msg).toBe("Min length is 3");
    const long = await register("N".repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().data.msg).toBe("Max length is 100");
    const lookup = await as(fisher, "/api/users/lookup", { nfa_registration_number: "AB" });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().data.msg).toBe("Min length is 3");
  });
});
