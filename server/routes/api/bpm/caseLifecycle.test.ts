import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { pdfText } from "../../../testing/pdfText.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { submitBySlug, type Submitted } from "../../../testing/submitBySlug.ts";

/**
 * A submitted fisher licence taken through case processing by staff: In Progress, Returned For
 * Correction, the applicant's answer, Licence Approved; then the applicant downloads the licence
 * and ID card PDFs, whose text is read back.
 */
let app: FastifyInstance;
let fisher: string;
let admin: string;
let officer: string;
let company: string;
let licence: Submitted;
beforeAll(async () => {
  app = await buildApp();
  [fisher, admin, officer, company] = await Promise.all([tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.admin.email, DEMO.admin.password), tokenFor(app, DEMO.officer.email, DEMO.officer.password), tokenFor(app, DEMO.company.email, DEMO.company.password)]);
  licence = await submitBySlug(app, fisher, "licence");
});
afterAll(async () => app.close());

const as = (token: string, method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: token } });
const statusCheck = async (number: string) => (await app.inject({ method: "GET", url: `/api/transactions/status/${number}` })).json().data.transaction.status as string;
const myStatus = async (id: number) => ((await as(fisher, "GET", "/api/transactions")).json().data.transactions as Array<{ id: number; status: string }>).find((t) => t.id === id)?.status;

describe("case processing of a fisher licence", () => {
  it("goes In Progress, Returned For Correction, back after the applicant's answer, then Licence Approved with a certificate", async () => {
    const move = (status: string, comment?: string) => moveCaseAs(app, admin, licence.id, status, comment);
    const queue = (await as(admin, "GET", "/api/admin/cases")).json().data.cases as Array<{ transaction_number: string; status: string; next_statuses: string[] }>;
    expect(queue.find((c) => c.transaction_number === licence.transNumber)).toMatchObject({ status: "Application Received by the NFA", next_statuses: expect.arrayContaining(["Application In Progress"]) });

    expect((await move("Application In Progress")).json().data.status).toBe("Application In Progress");
    expect(await statusCheck(licence.transNumber)).toBe("Application In Progress");
    expect(await myStatus(licence.id)).toBe("Application In Progress");

    const noComment = await move("Returned For Correction");
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().data.msg).toBe("Comment is Mandatory");
    expect((await move("Returned For Correction", "Please upload a clearer picture")).statusCode).toBe(200);
    expect(await statusCheck(licence.transNumber)).toBe("Returned For Correction");
    const trail = (await as(fisher, "GET", `/api/bpm/case/${licence.id}/events`)).json().data.events as Array<{ status: string; comment: string | null; by_role: string; by_email?: string }>;
    expect(trail.at(-1)).toMatchObject({ status: "Returned For Correction", comment: "Please upload a clearer picture", by_role: "admin" });
    expect(trail.at(-1)?.by_email).toBeUndefined();

    expect((await move("Licence Approved")).statusCode).toBe(409);
    const emptyAnswer = await as(fisher, "POST", `/api/transactions/${licence.id}/correction-response`, { comment: " " });
    expect(emptyAnswer.json().data.msg).toBe("Comment is Mandatory");
    expect((await as(fisher, "POST", `/api/transactions/${licence.id}/correction-response`, { comment: "A clearer picture is uploaded" })).statusCode).toBe(200);
    expect(await myStatus(licence.id)).toBe("Application Received by the NFA");

    expect((await move("Application In Progress")).statusCode).toBe(200);
    const approved = await move("Licence Approved");
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.certificate_id).toEqual(expect.any(Number));
    expect(await statusCheck(licence.transNumber)).toBe("Licence Approved");

    const detail = (await as(admin, "GET", `/api/admin/transactions/${licence.id}`)).json().data;
    expect(detail.events.map((e: { action: string; status: string | null }) => `${e.action}:${e.status ?? ""}`)).toEqual(expect.arrayContaining(["submitted:Application Received by the NFA", "status-changed:Application In Progress", "status-changed:Returned For Correction", "correction-response:Application Received by the NFA", "status-changed:Licence Approved", "certificate-issued:Licence Approved"]));
    expect(detail.events.find((e: { status: string }) => e.status === "Licence Approved")).toMatchObject({ by_email: DEMO.admin.email, created_at: expect.any(String) });
    expect(detail.next_statuses).toEqual(["Case Closed"]);
  });

  it("lists the issued certificate with the spec's listing fields, for the holder and for staff", async () => {
    const mine = (await as(fisher, "GET", "/api/bpm/issued-certificates")).json().data as Array<{ caseType: string; has_id_card: boolean; propertiesMap: Record<string, string | null> }>;
    const certificate = mine.find((c) => c.propertiesMap.FLIS_TransactionId === licence.transNumber);
    expect(certificate).toMatchObject({ caseType: `FLIS_${licence.appType.split("_").map((w) => (w === "FOR" ? "for" : w[0] + w.slice(1).toLowerCase())).join("")}`, has_id_card: true });
    expect(certificate?.propertiesMap).toMatchObject({ FLIS_NameofApplicant: licence.answers.first_name_individual, FLIS_NameofApplicantLast: licence.answers.last_name_individual, FLIS_TypeCategoryofLicenceFisher: `${licence.answers.licence_type} - ${licence.answers.commercial_category}`, FLIS_FishingPort: licence.answers.port, FLIS_TypeCategoryofLicenseVessel: null });
    expect(certificate?.propertiesMap.FLIS_DateofIssue).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(certificate?.propertiesMap.FLIS_IDCardDateofExpiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await as(fisher, "POST", "/api/bpm/issued-certificates", { transaction_number: "NFA-1999-000001" })).json().data).toEqual([]);
    expect((await as(company, "GET", "/api/bpm/issued-certificates")).json().data).toEqual([]);
    const all = (await as(admin, "GET", "/api/bpm/all-issued-certificates")).json().data as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(1);
    expect((await as(fisher, "GET", "/api/bpm/all-issued-certificates")).statusCode).toBe(403);
  });

  it("renders the licence and the ID card as PDFs with the applicant's name and the transaction number", async () => {
    const licencePdf = await as(fisher, "POST", `/api/bpm/case/documents/${licence.transNumber}`, { certificate_type: "licence" });
    expect(licencePdf.statusCode).toBe(200);
    expect(licencePdf.headers["content-type"]).toBe("application/pdf");
    const bytes = licencePdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    expect(text).toContain(`${licence.answers.first_name_individual} ${licence.answers.last_name_individual}`);
    expect(text).toContain(licence.transNumber);
    expect(text).toContain(String(licence.answers.port));
    // Its dates read as every date in the portal: '22 November 2026', not 2026-11-22.
    expect(text).toMatch(/\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const card = await as(fisher, "POST", `/api/bpm/case/documents/${licence.transNumber}`, { certificate_type: "card" });
    expect(card.statusCode).toBe(200);
    expect(pdfText(card.rawPayload)).toContain(licence.transNumber);
    expect((await as(officer, "POST", `/api/bpm/case/documents/${licence.transNumber}`, { certificate_type: "licence" })).statusCode).toBe(200);
    expect((await as(admin, "POST", `/api/bpm/case/documents/${licence.transNumber}`, { certificate_type: "card" })).statusCode).toBe(200);
  });

  it("hides someone else's certificate and refuses bad requests with 4xx", async () => {
    expect((await as(company, "POST", `/api/bpm/case/documents/${licence.transNumber}`, { certificate_type: "licence" })).json()).toEqual({ success: false, statusCode: 404, data: { msg: "Certificate not found" } });
    expect((await as(fisher, "POST", `/api/bpm/case/documents/${licence.transNumber}`, { certificate_type: "poster" })).statusCode).toBe(400);
    expect((await as(fisher, "POST", "/api/bpm/case/documents/NFA-1999-000001", { certificate_type: "licence" })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: `/api/bpm/case/documents/${licence.transNumber}`, payload: { certificate_type: "licence" } })).statusCode).toBe(401);
    expect((await as(fisher, "POST", `/api/admin/cases/${licence.id}/status`, { status: "Case Closed" })).statusCode).toBe(403);
    expect((await as(officer, "POST", `/api/admin/cases/${licence.id}/status`, { status: "Case Closed" })).statusCode).toBe(403);
    expect((await as(admin, "POST", `/api/admin/cases/${licence.id}/status`, { status: "Draft" })).statusCode).toBe(400);
    expect((await as(admin, "POST", "/api/admin/cases/999999/status", { status: "Case Closed" })).statusCode).toBe(404);
  });
});

describe("offline payments", () => {
  it("a cash payment is confirmed by staff before the licence can be approved, through the correction alias too", async () => {
    const cash = await submitBySlug(app, fisher, "licence", "cash");
    const move = (status: string, comment?: string) => moveCaseAs(app, admin, cash.id, status, comment);
    expect((await move("Application In Progress")).statusCode).toBe(200);
    const queue = (await as(admin, "GET", "/api/admin/cases?status=Application+In+Progress")).json().data.cases as Array<{ id: number; payment_pending: boolean; payment_method: string }>;
    expect(queue.find((c) => c.id === cash.id)).toMatchObject({ payment_pending: true, payment_method: "Cash at NFA Office" });
    expect((await move("Licence Approved")).json()).toEqual({ success: false, statusCode: 409, data: { msg: "Confirm the pending payment first" } });
    expect((await as(officer, "POST", `/api/admin/cases/${cash.id}/confirm-payment`, {})).statusCode).toBe(403);
    const confirmed = await as(admin, "POST", `/api/admin/cases/${cash.id}/confirm-payment`, { receipt_number: "R-1001" });
    expect(confirmed.json().data).toMatchObject({ msg: "Payment confirmed", status: "Payment Approved", confirmed: 1 });
    expect(await statusCheck(cash.transNumber)).toBe("Payment Approved");
    expect((await as(admin, "POST", `/api/admin/cases/${cash.id}/confirm-payment`, {})).statusCode).toBe(409);
    expect((await move("Returned For Correction", "Sign page two")).statusCode).toBe(200);
    expect((await as(fisher, "POST", `/api/bpm/revert-general-correction/${cash.id}`, {})).json().data.msg).toBe("Comment is Mandatory");
    expect((await as(fisher, "POST", `/api/bpm/revert-general-correction/${cash.id}`, { comment: "Signed" })).json().data.msg).toBe("Your response has been sent to the NFA");
    expect((await as(fisher, "POST", `/api/bpm/revert-general-correction/${cash.id}`, { comment: "Again" })).statusCode).toBe(409);
    expect((await move("Payment Approved")).statusCode).toBe(200);
    expect((await move("Licence Approved")).statusCode).toBe(200);
    expect((await move("Case Closed")).statusCode).toBe(200);
    expect((await move("Application In Progress")).statusCode).toBe(409);
    expect(await myStatus(cash.id)).toBe("Case Closed");
  });
});
