import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../testing/buildApp.ts";
import { FILES } from "../../testing/scenarioAnswers.ts";

/**
 * An application made without login (the notice of violation) belongs to no one: only whoever
 * holds its unguessable temporary id reaches it or its evidence, never a sequential id (issue 13
 * finding 5, docs/decisions/0015). Staff keep access.
 */
let app: FastifyInstance;
let applicant: string;
let staff: string;
let tempId: string;
let transactionId: number;
let documentId: number;
beforeAll(async () => {
  app = await buildApp();
  applicant = await tokenFor(app, DEMO.company.email, DEMO.company.password);
  staff = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  const definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; requiresLogin: boolean }>;
  const type = definitions.find((d) => !d.requiresLogin)?.id as string;
  tempId = (await app.inject({ method: "POST", url: "/api/transactions/temp", payload: { app_type: type } })).json().data.temp_trans_id;
  transactionId = (await app.knex("transactions").where({ temp_trans_id: tempId }).first()).id;
  const upload = await app.inject({ method: "POST", url: "/api/documents/upload", payload: { temp_trans_id: tempId, document: { name: "evidence.pdf", content: FILES.pdf.toString("base64"), documentType: "OTHER_SUPPORTING_DOCUMENTS" } } });
  documentId = upload.json().data.id;
});
afterAll(async () => app.close());

describe("an anonymous violation notice", () => {
  it("is not readable by a logged-in applicant through its sequential id", async () => {
    const response = await app.inject({ method: "GET", url: `/api/transactions/${transactionId}`, headers: { authorization: applicant } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, statusCode: 404, data: { msg: "Transaction not found" } });
    const events = await app.inject({ method: "GET", url: `/api/bpm/case/${transactionId}/events`, headers: { authorization: applicant } });
    expect(events.statusCode).toBe(404);
    const reply = await app.inject({ method: "POST", url: `/api/transactions/${transactionId}/correction-response`, payload: { comment: "mine now" }, headers: { authorization: applicant } });
    expect(reply.statusCode).toBe(404);
  });

  it("keeps its evidence files from anyone without its temporary id", async () => {
    for (const headers of [{}, { authorization: applicant }]) {
      const fetched = await app.inject({ method: "POST", url: `/api/documents/${documentId}`, payload: {}, headers });
      expect(fetched.statusCode).toBe(404);
      expect(fetched.json().data.msg).toBe("Document Not Found");
      const wrongKey = await app.inject({ method: "POST", url: `/api/documents/${documentId}?temp_trans_id=00000000-0000-4000-8000-000000000000`, payload: {}, headers });
      expect(wrongKey.statusCode).toBe(404);
      const removed = await app.inject({ method: "DELETE", url: `/api/documents/remove-document/${documentId}`, headers });
      expect(removed.statusCode).toBe(404);
    }
    expect(await app.knex("documents").where({ id: documentId }).first()).toBeTruthy();
  });

  it("opens to whoever holds its temporary id, and to staff", async () => {
    const fetched = await app.inject({ method: "POST", url: `/api/documents/${documentId}?temp_trans_id=${tempId}`, payload: {} });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().data.downloadFileName).toBe("evidence.pdf");
    expect((await app.inject({ method: "GET", url: `/api/documents/uploaded-documents/${tempId}` })).json().data.records).toHaveLength(1);
    expect((await app.inject({ method: "GET", url: `/api/transactions/${transactionId}`, headers: { authorization: staff } })).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: `/api/documents/${documentId}`, payload: {}, headers: { authorization: staff } })).statusCode).toBe(200);
    const removed = await app.inject({ method: "DELETE", url: `/api/documents/remove-document/${documentId}?temp_trans_id=${tempId}` });
    expect(removed.statusCode).toBe(200);
  });
});
