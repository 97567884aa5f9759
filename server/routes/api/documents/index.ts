import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { checkUpload } from "../../../services/checkUpload.ts";
import { documentNeeds, OTHER_ACCEPT } from "../../../services/documentNeeds.ts";
import { databaseDocumentStore, type DocumentType } from "../../../services/documentStore.ts";
import { isUniqueViolation } from "../../../services/isUniqueViolation.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { documentTransaction, ownedTransaction } from "../../../services/transactions.ts";
import { readUpload } from "./readUpload.ts";

/** A device's key for one upload (Idempotency-Key): letters, digits, '-', '_', ':' and '.', 8 to 80 of them. */
const UPLOAD_KEY = /^[A-Za-z0-9_:.-]{8,80}$/;
function uploadKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !UPLOAD_KEY.test(key)) throw new HttpError(400, "The Idempotency-Key header must be 8 to 80 letters, digits, '-', '_', ':' or '.'");
  return key;
}

const tempParams = { type: "object", required: ["tempTransId"], properties: { tempTransId: { type: "string", maxLength: 64 } } };
const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } };
/** The application's temporary id, the key to a document of an application made without login (docs/decisions/0015). */
const heldQuery = { type: "object", properties: { temp_trans_id: { type: "string", maxLength: 64 } } };
const record = { type: "object", properties: { id: { type: "integer" }, file_name: { type: "string" }, document_type: { type: "string" }, supporting_document_id: { type: ["string", "null"] }, size: { type: "integer" }, content_type: { type: "string" } } };

/**
 * Supporting documents (spec 000 §2 'Documents screen', §7 upload/remove/list/fetch): uploads as
 * the spec's JSON body (base64) or as multipart, checked by size, extension and magic bytes;
 * only the owner of the transaction sees or changes its documents.
 */
export default async function documents(app: FastifyInstance) {
  const store = databaseDocumentStore(app.knex);

  app.post(
    "/upload",
    {
      preHandler: app.identify,
      schema: { tags: ["documents"], summary: "Upload a document (JSON with base64 content, or multipart/form-data with a file); an optional Idempotency-Key header makes a resend answer the document already stored", response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, id: { type: "integer" } } }), ...errorResponses } },
    },
    async (request, reply) => {
      const key = uploadKeyOf(request.headers["idempotency-key"]);
      const upload = await readUpload(request);
      const row = await ownedTransaction(app.knex, { temp_trans_id: upload.temp_trans_id }, request.identity);
      // A resend of an upload whose answer was lost (the signal dropped): the document it stored, answered again (decision 0063).
      const replay = async (): Promise<number | null> => {
        if (!key) return null;
        const earlier = await store.byUploadKey(row.temp_trans_id, key);
        if (!earlier) return null;
        if (earlier.file_name !== upload.name || earlier.size !== upload.content.length) throw new HttpError(422, "This Idempotency-Key was already used for another file of this application: send a new file with a new key");
        reply.header("idempotency-replayed", "true");
        return earlier.id;
      };
      const replayed = await replay();
      if (replayed !== null) return ok({ msg: "Document uploaded successfully", id: replayed });
      if (row.trans_number && upload.documentType !== "CORRECTION_SUPPORTING_DOCUMENTS") throw new HttpError(409, "This application has already been submitted");
      let accept = OTHER_ACCEPT;
      if (upload.documentType === "SUPPORTING_DOCUMENTS") {
        const { documents: needs } = await documentNeeds(app, row, request.identity);
        const need = needs.find((d) => d.key === upload.supporting_document_id);
        if (!need) throw new HttpError(400, `This application does not ask for the document "${upload.supporting_document_id ?? ""}"`);
        const existing = await app.knex("documents").where({ temp_trans_id: row.temp_trans_id, supporting_document_id: need.key, document_type: "SUPPORTING_DOCUMENTS" }).first();
        if (existing) throw new HttpError(409, "Document already uploaded");
        accept = need.accept;
      }
      const contentType = await checkUpload(upload.name, upload.content, accept);
      // One required document has one current file: the unique index decides between concurrent uploads (decision 0014);
      // two sends of one keyed upload at once: the key's unique index, and the loser answers the winner's document.
      const id = await store
        .put(
          { temp_trans_id: row.temp_trans_id, supporting_document_id: upload.supporting_document_id ?? null, document_type: upload.documentType as DocumentType, file_name: upload.name, content_type: contentType, size: upload.content.length },
          upload.content,
          request.identity?.userId ?? null,
          key,
        )
        .catch(async (error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
          const won = await replay();
          if (won !== null) return won;
          throw new HttpError(409, "Document already uploaded");
        });
      return ok({ msg: "Document uploaded successfully", id });
    },
  );

  app.delete<{ Params: { id: number }; Querystring: { temp_trans_id?: string } }>(
    "/remove-document/:id",
    { preHandler: app.identify, schema: { tags: ["documents"], summary: "Remove an uploaded document (of an application made without login: with ?temp_trans_id=)", params: idParams, querystring: heldQuery, response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" } } }), ...errorResponses } } },
    async (request) => {
      const document = await store.get(request.params.id);
      if (!document) throw new HttpError(404, "Document Not Found");
      const row = await documentTransaction(app.knex, document.temp_trans_id, request.identity, request.query.temp_trans_id).catch(() => {
        throw new HttpError(404, "Document Not Found");
      });
      if (row.trans_number) throw new HttpError(409, "This application has already been submitted");
      await store.remove(document.id);
      return ok({ msg: "Document removed successfully" });
    },
  );

  app.get<{ Params: { appType: string; tempTransId: string } }>(
    "/all-documents/:appType/:tempTransId",
    {
      preHandler: app.identify,
      schema: {
        tags: ["documents"],
        summary: "The documents this application asks for, with upload state, and the optional uploads",
        params: { type: "object", required: ["appType", "tempTransId"], properties: { appType: { type: "string", maxLength: 80 }, tempTransId: { type: "string", maxLength: 64 } } },
        response: { 200: okSchema({ type: "object", properties: { documents: { type: "array", items: { type: "object", additionalProperties: true } }, groups: { type: "array", items: { type: "object", additionalProperties: true } }, supportingDocuments: { type: "array", items: record } } }), ...errorResponses },
      },
    },
    async (request) => {
      const row = await ownedTransaction(app.knex, { temp_trans_id: request.params.tempTransId }, request.identity);
      if (row.app_type !== request.params.appType) throw new HttpError(404, "Transaction not found");
      const needs = await documentNeeds(app, row, request.identity);
      const uploaded = await store.list(row.temp_trans_id);
      // Each document says why it is needed in the definition's words (`reason`); the engine's
      // trace is for staff (GET /api/admin/transactions/{id}/why), not applicants (decision 0021).
      const documents = needs.documents.map(({ trace: _trace, ...need }) => {
        const file = uploaded.find((u) => u.document_type === "SUPPORTING_DOCUMENTS" && u.supporting_document_id === need.key);
        return { ...need, isMandatory: need.required, uploaded: Boolean(file), upload: file ? { id: file.id, file_name: file.file_name } : null };
      });
      return ok({ documents, groups: needs.groups.map(({ trace: _trace, ...g }) => g), supportingDocuments: uploaded.filter((u) => u.document_type !== "SUPPORTING_DOCUMENTS") });
    },
  );

  app.get<{ Params: { tempTransId: string } }>(
    "/uploaded-documents/:tempTransId",
    { preHandler: app.identify, schema: { tags: ["documents"], summary: "Every document uploaded for an application", params: tempParams, response: { 200: okSchema({ type: "object", properties: { records: { type: "array", items: record } } }), ...errorResponses } } },
    async (request) => {
      const row = await ownedTransaction(app.knex, { temp_trans_id: request.params.tempTransId }, request.identity);
      return ok({ records: await store.list(row.temp_trans_id) });
    },
  );

  app.post<{ Params: { id: number }; Querystring: { temp_trans_id?: string } }>(
    "/:id",
    { preHandler: app.identify, schema: { tags: ["documents"], summary: "Fetch one document (owner only; of an application made without login: with ?temp_trans_id=) as base64", params: idParams, querystring: heldQuery, response: { 200: okSchema({ type: "object", properties: { ContentType: { type: "string" }, base64: { type: "string" }, downloadFileName: { type: "string" } } }), ...errorResponses } } },
    async (request) => {
      const document = await store.get(request.params.id);
      if (!document) throw new HttpError(404, "Document Not Found");
      await documentTransaction(app.knex, document.temp_trans_id, request.identity, request.query.temp_trans_id).catch(() => {
        throw new HttpError(404, "Document Not Found");
      });
      return ok({ ContentType: document.content_type, base64: document.content.toString("base64"), downloadFileName: document.file_name });
    },
  );
}
