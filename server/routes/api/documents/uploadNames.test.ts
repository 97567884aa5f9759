import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { FILES } from "../../../testing/scenarioAnswers.ts";

/**
 * Uploaded file names are stored and returned as a safe base name, on every way in (issue 13
 * finding 6: names with `../`, HTML, NUL and right-to-left marks were stored as sent).
 */
let app: FastifyInstance;
let token: string;
let tempId: string;
const HOSTILE = "../../<script>alert(1)</script>\u0000\u202Eevidence.pdf";
const SAFE = "script_evidence.pdf";
const fetchName = async (id: number, headers: Record<string, string>) => (await app.inject({ method: "POST", url: `/api/documents/${id}?temp_trans_id=${tempId}`, payload: {}, headers })).json().data.downloadFileName as string;

beforeAll(async () => {
  app = await buildApp();
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  // Any type needing a login, as the definitions list them: an upload's name does not depend on the type.
  const definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; requiresLogin: boolean }>;
  const type = definitions.find((d) => d.requiresLogin)?.id as string;
  tempId = (await app.inject({ method: "POST", url: "/api/transactions/temp", payload: { app_type: type }, headers: { authorization: token } })).json().data.temp_trans_id;
});
afterAll(async () => app.close());

describe("an uploaded file's name", () => {
  it("is reduced to a safe base name when sent as JSON", async () => {
    const response = await app.inject({ method: "POST", url: "/api/documents/upload", payload: { temp_trans_id: tempId, document: { name: HOSTILE, content: FILES.pdf.toString("base64"), documentType: "OTHER_SUPPORTING_DOCUMENTS" } }, headers: { authorization: token } });
    expect(response.statusCode).toBe(200);
    expect(await fetchName(response.json().data.id, { authorization: token })).toBe(SAFE);
  });

  it("is reduced to a safe base name when sent as multipart", async () => {
    const boundary = "----portal";
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="temp_trans_id"', "", tempId, `--${boundary}`, 'Content-Disposition: form-data; name="documentType"', "", "OTHER_SUPPORTING_DOCUMENTS", `--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="../../etc/<b>x</b>\u202E.pdf"', "Content-Type: application/pdf", "", FILES.pdf.toString("latin1"), `--${boundary}--`, ""].join("\r\n");
    const response = await app.inject({ method: "POST", url: "/api/documents/upload", payload: Buffer.from(body, "utf8"), headers: { authorization: token, "content-type": `multipart/form-data; boundary=${boundary}` } });
    expect(response.statusCode).toBe(200);
    const name = await fetchName(response.json().data.id, { authorization: token });
    expect(name).not.toMatch(/[/<>\\\p{Cc}\p{Cf}]/u);
    expect(name.endsWith(".pdf")).toBe(true);
  });

  it("still has its extension judged: a renamed program is refused", async () => {
    const response = await app.inject({ method: "POST", url: "/api/documents/upload", payload: { temp_trans_id: tempId, document: { name: "photo\u202Efdp.exe", content: FILES.pdf.toString("base64"), documentType: "OTHER_SUPPORTING_DOCUMENTS" } }, headers: { authorization: token } });
    expect(response.statusCode).toBe(415);
  });
});
