import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../testing/buildApp.ts";

/** One sweep: a malformed body on every route that takes one is a 400 with a message, never a 5xx. */
let app: FastifyInstance;
let token: string;
let entityId: number;
let tempId: string;
beforeAll(async () => {
  app = await buildApp();
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  entityId = (await app.knex("entities").where({ nfa_registration_number: "NFA-20931" }).first()).id;
  const definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; requiresLogin: boolean }>;
  tempId = (await app.inject({ method: "POST", url: "/api/transactions/temp", payload: { app_type: definitions.find((d) => d.requiresLogin)?.id }, headers: { authorization: token } })).json().data.temp_trans_id;
});
afterAll(async () => app.close());

describe("malformed bodies", () => {
  it("answer 400 with a message on every route that takes a body", async () => {
    const cases: Array<[string, "POST" | "PUT", string, unknown]> = [
      ["register without a type", "POST", "/api/users/register", { email: "a@example.com" }],
      ["register with a bad email", "POST", "/api/users/register", { applicant_type: "Individual", email: "nope", password: "Long-enough-1", reenterpassword: "Long-enough-1", signature: "data:image/png;base64,AA==" }],
      ["login with an object as password", "POST", "/api/users/login", { login_with: "email", user_name: "x", password: { guess: true } }],
      ["reset with an unknown method", "POST", "/api/users/password/reset", { user_type: "Applicant", reset_method: "Pigeon" }],
      ["new password too short", "POST", "/api/users/password/submit", { uid: "0123456789abc", password: "short" }],
      ["lookup with nothing", "POST", "/api/users/lookup", {}],
      ["agent with a bad email", "POST", `/api/users/add/entity/${entityId}`, { name_of_applicant: "A", email: "bad", password: "Long-enough-1" }],
      ["switch without an entity", "POST", "/api/users/switch", {}],
      ["entity update with a bad phone", "PUT", `/api/entity/${entityId}`, { cell_phone: "123" }],
      ["picture ID without the answer", "POST", `/api/entity/picture-identification/${entityId}`, { entity_picture_identification: {} }],
      ["temp id without a type", "POST", "/api/transactions/temp", {}],
      ["save without a temp id", "POST", "/api/applications/save-application?app_type=X", { launchCase: false }],
      ["upload without content", "POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: "a.pdf" } }],
      ["upload with content that is not base64", "POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: "a.pdf", content: "%%%" } }],
      ["upload of an unknown document type", "POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: "a.pdf", content: "JVBERi0=", documentType: "SECRET" } }],
      ["payment with an unknown method", "POST", `/api/payment/init/${tempId}`, { payment_method: "Barter" }],
      ["correction without a body", "POST", "/api/transactions/1/correction-response", "not json"],
    ];
    for (const [what, method, url, payload] of cases) {
      const response = await app.inject({ method, url, headers: { authorization: token, "content-type": "application/json" }, payload: typeof payload === "string" ? payload : JSON.stringify(payload) });
      expect([what, response.statusCode]).toEqual([what, 400]);
      const body = response.json();
      expect([what, body.success, typeof body.data.msg, body.data.msg.length > 0]).toEqual([what, false, "string", true]);
    }
  });
});
