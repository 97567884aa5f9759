import type { Knex } from "knex";

/** A stored document's description (never its bytes). */
export interface StoredDocument {
  id: number;
  temp_trans_id: string;
  supporting_document_id: string | null;
  document_type: DocumentType;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

export type DocumentType = "SUPPORTING_DOCUMENTS" | "OTHER_SUPPORTING_DOCUMENTS" | "CORRECTION_SUPPORTING_DOCUMENTS";

/**
 * Where uploaded files live. The database is the embedded default (one backup holds everything);
 * an object store can take its place behind the same four calls.
 */
export interface DocumentStore {
  /** Stores a file; `uploadKey`: the device's key for this upload, unique per application (decision 0063). */
  put(document: Omit<StoredDocument, "id" | "created_at">, content: Buffer, uploadedBy: number | null, uploadKey?: string | null): Promise<number>;
  /** The document an earlier upload with this key stored for the application, if any. */
  byUploadKey(tempTransId: string, uploadKey: string): Promise<StoredDocument | undefined>;
  get(id: number): Promise<(StoredDocument & { content: Buffer }) | undefined>;
  list(tempTransId: string): Promise<StoredDocument[]>;
  remove(id: number): Promise<void>;
}

const COLUMNS = ["id", "temp_trans_id", "supporting_document_id", "document_type", "file_name", "content_type", "size", "created_at"];

/** The database-backed store. */
export function databaseDocumentStore(knex: Knex): DocumentStore {
  return {
    async put(document, content, uploadedBy, uploadKey = null) {
      const [row] = await knex("documents").insert({ ...document, content, uploaded_by: uploadedBy, upload_key: uploadKey }).returning("id");
      return Number(typeof row === "object" ? row.id : row);
    },
    async byUploadKey(tempTransId, uploadKey) {
      return (await knex("documents").where({ temp_trans_id: tempTransId, upload_key: uploadKey }).first(COLUMNS)) as StoredDocument | undefined;
    },
    async get(id) {
      const row = await knex("documents").where({ id }).first([...COLUMNS, "content"]);
      return row ? { ...row, content: Buffer.from(row.content) } : undefined;
    },
    list: (tempTransId) => knex("documents").where({ temp_trans_id: tempTransId }).orderBy("id").select(COLUMNS),
    async remove(id) {
      await knex("documents").where({ id }).delete();
    },
  };
}
