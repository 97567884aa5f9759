import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../testing/buildApp.ts";
import { completeScenario, FILES } from "../../../testing/scenarioAnswers.ts";

/**
 * A complete fisher licence through the API only: register, log in, temporary id, draft, the
 * required documents, a sandbox card payment, submit. The type is found by its slug and its
 * answers come from its own complete scenario (fixtures/scenarios/).
 */
let app: FastifyInstance;
let token: string;
let appType: string;
let answers: Record<string, unknown>;
let fees: number;
beforeAll(async () => {
  app = await buildApp();
  const definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; slug: string }>;
  appType = definitions.find((d) => d.slug === "licence")?.id as string;
  const scenario = completeScenario(appType);
  answers = scenario.answers;
  fees = scenario.expect.fees?.total as number;
  const profile = scenario.profile ?? {};
  const registered = await app.inject({
    method: "POST",
    url: "/api/users/register",
    payload: { applicant_type: "Individual", email: "lifecycle@example.com", password: "Lobster-Pot-9", reenterpassword: "Lobster-Pot-9", signature: "data:image/png;base64,iVBORw0KGgo=", first_name_individual: "Marcia", last_name_individual: "Campbell", date_of_birth_individual: "1985-03-14", domicile: "Local", nfa_registration_number: profile.nfa_registration_number },
  });
  expect(registered.statusCode).toBe(200);
  token = (await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: "lifecycle@example.com", password: "Lobster-Pot-9" } })).json().data.token;
});
afterAll(async () => app.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) => app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { authorization: token } });
const start = async () => (await call("POST", "/api/transactions/temp", { app_type: appType })).json().data.temp_trans_id as string;
const save = (id: string, body: Record<string, unknown>, launchCase: boolean) => call("POST", `/api/applications/save-application?app_type=${appType}`, { ...body, temp_trans_id: id, app_type: appType, launchCase });

async function uploadRequired(id: string, skip: string[] = []) {
  const needs = (await call("GET", `/api/documents/all-documents/${appType}/${id}`)).json().data.documents as Array<{ key: string; accept: string[]; required: boolean }>;
  for (const need of needs.filter((n) => n.required && !skip.includes(n.key))) {
    const pdf = need.accept.includes(".pdf");
    const response = await call("POST", "/api/documents/upload", { temp_trans_id: id, document: { name: pdf ? `${need.key}.pdf` : `${need.key}.png`, contentType: pdf ? "application/pdf" : "image/png", content: (pdf ? FILES.pdf : FILES.png).toString("base64"), supporting_document_id: need.key, documentType: "SUPPORTING_DOCUMENTS" } });
    expect(response.json().data.msg).toBe("Document uploaded successfully");
  }
  return needs;
}

async function payByCard(id: string, card = "4111 1111 1111 1111") {
  const init = await call("POST", `/api/payment/init/${id}`, { ...answers, payment_method: "Credit/Debit Card", amount_due: fees });
  expect(init.statusCode).toBe(200);
  const url = init.json().data.RedirectData.url as string;
  expect((await app.inject({ method: "GET", url })).body).toContain("Sandbox card payment");
  return app.inject({ method: "POST", url, payload: `card_name=Marcia+Campbell&card_number=${encodeURIComponent(card)}&expiry=12%2F39&cvv=123`, headers: { "content-type": "application/x-www-form-urlencoded" } });
}

describe("a fisher licence from start to transaction number through the API", () => {
  it("is submitted after documents and a card payment, and the status check shows it", async () => {
    const id = await start();
    expect((await save(id, { licence_type: answers.licence_type }, false)).json().data.msg).toBe("Application saved successfully");
    await save(id, answers, false);
    const needs = await uploadRequired(id);
    expect(needs.filter((n) => n.required).length).toBeGreaterThan(0);
    const unpaid = await save(id, answers, true);
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().data.msg).toBe("The fees for this application have not been paid");
    const paid = await payByCard(id);
    expect(paid.body).toContain('data-done="true"');
    expect((await call("GET", `/api/payment/status/${id}`)).json().data).toMatchObject({ status: "completed", amount: fees });
    const submitted = await save(id, { ...answers, payment_details: { ...(answers.payment_details as object), amount_due: fees } }, true);
    expect(submitted.statusCode).toBe(200);
    const number = submitted.json().data.transNumber as string;
    expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
    expect((await app.inject({ method: "GET", url: `/api/transactions/status/${number}` })).json().data.transaction.status).toBe("Application Received by the NFA");
    const afterSubmit = await call("POST", `/api/payment/init/${id}`, { ...answers, payment_method: "Credit/Debit Card", amount_due: fees });
    expect(afterSubmit.json().data.msg).toBe("This application has already been submitted");
  });

  it("refuses a tampered amount_due with the engine's total, and the draft survives", async () => {
    const id = await start();
    await save(id, answers, false);
    await uploadRequired(id);
    await payByCard(id);
    const tampered = await save(id, { ...answers, payment_details: { ...(answers.payment_details as object), amount_due: 1 } }, true);
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().data.errors).toEqual([{ pointer: "/payment_details/amount_due", message: expect.stringMatching(/^The fees for this application are JMD [\d,]+\.00$/) }]);
    const draft = (await call("GET", `/api/transactions/draft/${id}`)).json().data.transaction;
    expect(draft.status).toBe("Draft");
    expect(draft.transaction_number).toBeNull();
    expect(draft.application_details.licence_type).toBe(answers.licence_type);
  });

  it("refuses a submit with a required document missing, naming it, and keeps the draft", async () => {
    const id = await start();
    await save(id, answers, false);
    const needs = (await call("GET", `/api/documents/all-documents/${appType}/${id}`)).json().data.documents as Array<{ key: string; required: boolean }>;
    const missing = needs.find((n) => n.required)?.key as string;
    await uploadRequired(id, [missing]);
    await payByCard(id);
    const refused = await save(id, answers, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toEqual({ msg: "All Documents must be uploaded before proceeding ", errors: [{ pointer: `/documents/${missing}`, message: "All Documents must be uploaded before proceeding " }] });
    expect((await call("GET", `/api/transactions/draft/${id}`)).json().data.transaction.status).toBe("Draft");
  });

  it("answers 'Previous Payment Found' when a completed payment exists", async () => {
    const id = await start();
    await save(id, answers, false);
    await payByCard(id);
    const again = await call("POST", `/api/payment/init/${id}`, { ...answers, payment_method: "Credit/Debit Card", amount_due: fees });
    expect(again.json()).toEqual({ success: false, statusCode: 409, data: { msg: "Previous Payment Found" } });
  });

  it("records a declined card with its reasons, and a bank transfer only with a proof of payment", async () => {
    const id = await start();
    await save(id, answers, false);
    const declined = await payByCard(id, "4000 0000 0000 0002");
    expect(declined.body).toContain('data-done="false"');
    expect(JSON.parse((await call("GET", `/api/payment/failure/${id}`)).json().data.error_message)).toEqual(["The card was declined by the issuing bank"]);
    const noProof = await call("POST", `/api/payment/init/${id}`, { ...answers, payment_method: "Wire/Bank Transfer", amount_due: fees });
    expect(noProof.json().data).toEqual({ msg: "Please upload the proof of payment", errors: [{ pointer: "/payment_details/proof_of_payment", message: "This is required" }] });
    await call("POST", "/api/documents/upload", { temp_trans_id: id, document: { name: "transfer.pdf", contentType: "application/pdf", content: FILES.pdf.toString("base64"), supporting_document_id: "proof_of_payment", documentType: "OTHER_SUPPORTING_DOCUMENTS" } });
    const recorded = await call("POST", `/api/payment/init/${id}`, { ...answers, payment_method: "Wire/Bank Transfer", amount_due: fees });
    expect(recorded.json().data).toMatchObject({ status: "pending" });
  });
});

describe("document uploads", () => {
  it("refuses a wrong extension, a renamed file, an empty file, a second upload and someone else's transaction", async () => {
    const id = await start();
    await save(id, answers, false);
    const needs = (await call("GET", `/api/documents/all-documents/${appType}/${id}`)).json().data.documents as Array<{ key: string; accept: string[] }>;
    const photo = needs.find((n) => !n.accept.includes(".pdf")) ?? needs[0];
    const upload = (name: string, content: Buffer) => call("POST", "/api/documents/upload", { temp_trans_id: id, document: { name, contentType: "x", content: content.toString("base64"), supporting_document_id: photo?.key, documentType: "SUPPORTING_DOCUMENTS" } });
    expect((await upload("photo.gif", FILES.png)).json().data.msg).toBe(`Only ${photo?.accept.join(", ")} files are accepted`);
    expect((await upload("photo.png", FILES.exe)).statusCode).toBe(415);
    expect((await upload("photo.png", Buffer.alloc(0))).json().data.msg).toBe("File size should be greater than 0 KB and less then 20 MB");
    expect((await upload("photo.png", FILES.png)).statusCode).toBe(200);
    expect((await upload("photo.png", FILES.png)).json()).toEqual({ success: false, statusCode: 409, data: { msg: "Document already uploaded" } });
    const stranger = await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: "company@example.com", password: "Company#2026" } });
    const theirs = await app.inject({ method: "POST", url: "/api/documents/upload", payload: { temp_trans_id: id, document: { name: "a.png", content: FILES.png.toString("base64"), supporting_document_id: photo?.key } }, headers: { authorization: stranger.json().data.token } });
    expect(theirs.statusCode).toBe(404);
  });

  it("accepts multipart, lists, fetches and removes a document", async () => {
    const id = await start();
    await save(id, answers, false);
    const boundary = "----portal";
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="temp_trans_id"', "", id, `--${boundary}`, 'Content-Disposition: form-data; name="documentType"', "", "OTHER_SUPPORTING_DOCUMENTS", `--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="extra.pdf"', "Content-Type: application/pdf", "", FILES.pdf.toString("latin1"), `--${boundary}--`, ""].join("\r\n");
    const uploaded = await app.inject({ method: "POST", url: "/api/documents/upload", payload: Buffer.from(body, "latin1"), headers: { authorization: token, "content-type": `multipart/form-data; boundary=${boundary}` } });
    expect(uploaded.json().data.msg).toBe("Document uploaded successfully");
    const docId = uploaded.json().data.id as number;
    const fetched = (await call("POST", `/api/documents/${docId}`, {})).json().data;
    expect(Buffer.from(fetched.base64, "base64").equals(FILES.pdf)).toBe(true);
    expect(fetched).toMatchObject({ ContentType: "application/pdf", downloadFileName: "extra.pdf" });
    expect((await call("GET", `/api/documents/uploaded-documents/${id}`)).json().data.records).toHaveLength(1);
    expect((await call("DELETE", `/api/documents/remove-document/${docId}`)).json().data.msg).toBe("Document removed successfully");
    expect((await call("DELETE", `/api/documents/remove-document/${docId}`)).json().data.msg).toBe("Document Not Found");
  });
});
