import type { FastifyRequest } from "fastify";
import { SIZE_MESSAGE } from "../../../services/checkUpload.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { safeFileName } from "../../../services/safeFileName.ts";

/** One upload, whichever way it came. */
export interface Upload {
  temp_trans_id: string;
  name: string;
  content: Buffer;
  supporting_document_id?: string;
  documentType: string;
}

const DOCUMENT_TYPES = new Set(["SUPPORTING_DOCUMENTS", "OTHER_SUPPORTING_DOCUMENTS", "CORRECTION_SUPPORTING_DOCUMENTS"]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function checked(fields: Record<string, unknown>, name: unknown, content: Buffer): Upload {
  const tempId = fields.temp_trans_id;
  if (typeof tempId !== "string" || !tempId) throw new HttpError(400, "temp_trans_id is required");
  if (typeof name !== "string" || !name.trim()) throw new HttpError(400, "The file name is required");
  const documentType = typeof fields.documentType === "string" ? fields.documentType : fields.supporting_document_id ? "SUPPORTING_DOCUMENTS" : "OTHER_SUPPORTING_DOCUMENTS";
  if (!DOCUMENT_TYPES.has(documentType)) throw new HttpError(400, `documentType must be one of ${[...DOCUMENT_TYPES].join(", ")}`);
  if (documentType === "SUPPORTING_DOCUMENTS" && typeof fields.supporting_document_id !== "string") throw new HttpError(400, "supporting_document_id is required for a required document");
  return { temp_trans_id: tempId, name: safeFileName(name), content, documentType, ...(typeof fields.supporting_document_id === "string" ? { supporting_document_id: fields.supporting_document_id } : {}) };
}

/**
 * Reads an upload from the spec's JSON body (`document.content` in base64 with name and type) or
 * from multipart/form-data (a `file` part and the same fields), refusing malformed ones with 400.
 * The file name is reduced to a safe base name (safeFileName) before anything judges or stores it.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (request.isMultipart()) {
    const fields: Record<string, unknown> = {};
    let file: { name: string; content: Buffer } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") file = { name: part.filename, content: await part.toBuffer() };
        else fields[part.fieldname] = part.value;
      }
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, SIZE_MESSAGE);
      throw new HttpError(400, "The upload could not be read");
    }
    if (!file) throw new HttpError(400, "A file is required");
    return checked(fields, file.name, file.content);
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const document = (body.document ?? {}) as Record<string, unknown>;
  if (typeof document.content !== "string") throw new HttpError(400, "document.content (base64) is required");
  const base64 = document.content.replace(/^data:[^;]+;base64,/, "").replace(/\s/g, "");
  if (!BASE64.test(base64)) throw new HttpError(400, "document.content is not base64");
  return checked({ ...document, temp_trans_id: body.temp_trans_id }, document.name, Buffer.from(base64, "base64"));
}
