import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../testing/buildApp.ts";
import { FILES } from "../../testing/scenarioAnswers.ts";

/**
 * One sweep over every route that touches someone's data: another applicant's token gets 404
 * (never the data, never a hint that it exists), and no token gets 401 or 404.
 */
let app: FastifyInstance;
let owner: string;
let stranger: string;
let tempId: string;
let transactionId: number;
let documentId: number;
let entityId: number;
beforeAll(async () => {
  app = await buildApp();
  owner = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  stranger = await tokenFor(app, DEMO.company.email, DEMO.company.password);
  const definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; requiresLogin: boolean }>;
  const type = definitions.find((d) => d.requiresLogin)?.id as string;
  tempId = (await app.inject({ method: "POST", url: "/api/transactions/temp", payload: { app_type: type }, headers: { authorization: owner } })).json().data.temp_trans_id;
  transactionId = (await app.knex("transactions").where({ temp_trans_id: tempId }).first()).id;
  documentId = (await app.inject({ method: "POST", url: "/api/documents/upload", payload: { temp_trans_id: tempId, document: { name: "extra.pdf", content: FILES.pdf.toString("base64"), documentType: "OTHER_SUPPORTING_DOCUMENTS" } }, headers: { authorization: owner } })).json().data.id;
  entityId = (await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first()).id;
});
afterAll(async () => app.close());

const routes = (): Array<[string, "GET" | "POST" | "PUT" | "DELETE", string, object | undefined]> => [
  ["one transaction", "GET", `/api/transactions/${transactionId}`, undefined],
  ["a draft", "GET", `/api/transactions/draft/${tempId}`, undefined],
  ["a correction response", "POST", `/api/transactions/${transactionId}/correction-response`, { comment: "x" }],
  ["save a draft", "POST", "/api/applications/save-application?app_type=APP", { temp_trans_id: tempId, launchCase: false }],
  ["list its documents", "GET", `/api/documents/uploaded-documents/${tempId}`, undefined],
  ["fetch a document", "POST", `/api/documents/${documentId}`, {}],
  ["remove a document", "DELETE", `/api/documents/remove-document/${documentId}`, undefined],
  ["upload to it", "POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: "x.pdf", content: FILES.pdf.toString("base64"), documentType: "OTHER_SUPPORTING_DOCUMENTS" } }],
  ["start a payment", "POST", `/api/payment/init/${tempId}`, { payment_method: "Cash at NFA Office" }],
  ["payment status", "GET", `/api/payment/status/${tempId}`, undefined],
  ["payment failure reasons", "GET", `/api/payment/failure/${tempId}`, undefined],
  ["entity users", "GET", `/api/users/entity/${entityId}`, undefined],
  ["update the entity", "PUT", `/api/entity/${entityId}`, { address: "x" }],
];

describe("someone else's ids", () => {
  it("answer 404 to another applicant on every route", async () => {
    for (const [what, method, rawUrl, payload] of routes()) {
      const url = rawUrl.replace("APP", (await app.knex("transactions").where({ temp_trans_id: tempId }).first()).app_type);
      const response = await app.inject({ method, url, headers: { authorization: stranger }, ...(payload ? { payload } : {}) });
      expect([what, response.statusCode]).toEqual([what, 404]);
      expect(response.json().success).toBe(false);
    }
  });

  it("answer 401 or 404 without a token on every route", async () => {
    for (const [what, method, rawUrl, payload] of routes()) {
      const url = rawUrl.replace("APP", (await app.knex("transactions").where({ temp_trans_id: tempId }).first()).app_type);
      const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect([what, [401, 404].includes(response.statusCode)]).toEqual([what, true]);
    }
  });

  it("still work for the owner", async () => {
    expect((await app.inject({ method: "GET", url: `/api/transactions/${transactionId}`, headers: { authorization: owner } })).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: `/api/documents/${documentId}`, payload: {}, headers: { authorization: owner } })).statusCode).toBe(200);
  });
});
