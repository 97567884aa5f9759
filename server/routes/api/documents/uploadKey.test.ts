import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { FILES, payingScenario } from "../../../testing/scenarioAnswers.ts";
import { startDraft } from "../../../testing/startDraft.ts";

/**
 * An upload sent again after its answer was lost (the signal dropped mid-upload, issue 27,
 * decision 0063): with the same Idempotency-Key it is answered with the document already stored,
 * one row, whether the first send finished long ago or is still under way. Without a key the
 * spec's upload is unchanged. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const { appType: TYPE, answers } = payingScenario({ where: (s) => s.documents.length > 0 });
let app: FastifyInstance;
let fisher: string;
beforeAll(async () => {
  app = await buildApp();
  fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => app.close());

type Upload = { name?: string; content?: Buffer; documentType?: string; supporting_document_id?: string };
const upload = (tempId: string, key: string | null, { name = "receipt.png", content = FILES.png, documentType = "OTHER_SUPPORTING_DOCUMENTS", supporting_document_id }: Upload = {}) =>
  app.inject({
    method: "POST",
    url: "/api/documents/upload",
    headers: { authorization: fisher, ...(key ? { "idempotency-key": key } : {}) },
    payload: { temp_trans_id: tempId, document: { name, contentType: "image/png", content: content.toString("base64"), documentType, ...(supporting_document_id ? { supporting_document_id } : {}) } },
  });
const rows = async (tempId: string) => Number((await app.knex("documents").where({ temp_trans_id: tempId }).count({ n: "*" }).first())?.n);

describe("an upload sent again with its Idempotency-Key", () => {
  it("answers the document already stored, once stored or still being stored: one row", async () => {
    const tempId = await startDraft(app, fisher, TYPE, answers);
    const first = await upload(tempId, "device-7f3a-0001");
    expect(first.statusCode, first.body).toBe(200);
    const again = await upload(tempId, "device-7f3a-0001");
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(again.headers["idempotency-replayed"]).toBe("true");
    expect(await rows(tempId)).toBe(1);
    // Six sends at once, as a queue that retried too early would: one row, the same document for each.
    const raced = await Promise.all(Array.from({ length: 6 }, () => upload(tempId, "device-7f3a-0002")));
    expect(raced.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(raced.map((r) => r.json().data.id)).size).toBe(1);
    expect(await rows(tempId)).toBe(2);
  });

  it("answers a required document's resend with the document, not 'Document already uploaded'", async () => {
    const tempId = await startDraft(app, fisher, TYPE, answers);
    const need = ((await app.inject({ method: "GET", url: `/api/documents/all-documents/${TYPE}/${tempId}`, headers: { authorization: fisher } })).json().data.documents as Array<{ key: string; required: boolean }>).find((n) => n.required);
    const required = { name: "photo.png", documentType: "SUPPORTING_DOCUMENTS", supporting_document_id: need?.key ?? "" };
    const first = await upload(tempId, "device-7f3a-0003", required);
    expect(first.statusCode, first.body).toBe(200);
    expect((await upload(tempId, "device-7f3a-0003", required)).json()).toEqual(first.json());
    // Another upload of the same required document, under a key of its own, is refused as before.
    expect((await upload(tempId, "device-7f3a-0004", required)).json()).toEqual({ success: false, statusCode: 409, data: { msg: "Document already uploaded" } });
    expect(await rows(tempId)).toBe(1);
  });

  it("refuses a key used for another file, and a key that is no key; without a key, each upload is its own", async () => {
    const tempId = await startDraft(app, fisher, TYPE, answers);
    expect((await upload(tempId, "device-7f3a-0005")).statusCode).toBe(200);
    const other = await upload(tempId, "device-7f3a-0005", { name: "other.pdf", content: FILES.pdf });
    expect(other.statusCode).toBe(422);
    expect(other.json().data.msg).toBe("This Idempotency-Key was already used for another file of this application: send a new file with a new key");
    const bad = await upload(tempId, "short");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.msg).toBe("The Idempotency-Key header must be 8 to 80 letters, digits, '-', '_', ':' or '.'");
    await upload(tempId, null);
    await upload(tempId, null);
    expect(await rows(tempId)).toBe(3);
  });

  it("is the application's own: another applicant's key names nothing of theirs", async () => {
    const tempId = await startDraft(app, fisher, TYPE, answers);
    expect((await upload(tempId, "device-shared-0006")).statusCode).toBe(200);
    const company = await tokenFor(app, DEMO.company.email, DEMO.company.password);
    const theirs = await app.inject({ method: "POST", url: "/api/documents/upload", headers: { authorization: company, "idempotency-key": "device-shared-0006" }, payload: { temp_trans_id: tempId, document: { name: "receipt.png", contentType: "image/png", content: FILES.png.toString("base64"), documentType: "OTHER_SUPPORTING_DOCUMENTS" } } });
    expect(theirs.statusCode).toBe(404);
  });
});
