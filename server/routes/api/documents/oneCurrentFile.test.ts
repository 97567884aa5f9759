import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { FILES, payingScenario } from "../../../testing/scenarioAnswers.ts";
import { startDraft } from "../../../testing/startDraft.ts";

/**
 * One required document has one current file (issue 13 finding 6, decision 0014): concurrent
 * uploads of one required document store one row; the others are told 'Document already
 * uploaded'. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL. The type and its answers
 * are the first paying scenario of the demo fisher that requires a document (fixtures/scenarios/).
 */
const { appType: TYPE, answers } = payingScenario({ where: (s) => s.documents.length > 0 });
let app: FastifyInstance;
let fisher: string;
beforeAll(async () => {
  app = await buildApp();
  fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => app.close());

const call = (method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: fisher } });

describe("concurrent uploads of one required document", () => {
  it("store one file, and answer the others 409 'Document already uploaded'", async () => {
    for (let round = 0; round < 4; round += 1) {
      const tempId = await startDraft(app, fisher, TYPE, answers);
      const need = ((await call("GET", `/api/documents/all-documents/${TYPE}/${tempId}`)).json().data.documents as Array<{ key: string; required: boolean }>).find((n) => n.required);
      const upload = () => call("POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: "photo.png", contentType: "image/png", content: FILES.png.toString("base64"), supporting_document_id: need?.key, documentType: "SUPPORTING_DOCUMENTS" } });
      const raced = await Promise.all(Array.from({ length: 6 }, upload));
      expect(raced.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const refused of raced.filter((r) => r.statusCode !== 200)) expect(refused.json()).toEqual({ success: false, statusCode: 409, data: { msg: "Document already uploaded" } });
      expect(Number((await app.knex("documents").where({ temp_trans_id: tempId, supporting_document_id: need?.key }).count({ n: "*" }).first())?.n)).toBe(1);
    }
  });
});
