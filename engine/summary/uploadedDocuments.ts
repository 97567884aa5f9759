/** A stored upload as the server lists it (GET /api/documents/uploaded-documents/{tempTransId}). */
export interface UploadRecord {
  supporting_document_id: string | null;
  document_type: string;
  file_name: string;
}

/** One line of the documents list: what the document is, and the file (or files) given for it. */
export interface UploadedDocument {
  name: string;
  files: string[];
  required: boolean;
}

/** What an upload that answers no listed document is called (spec 000 §2: 'an optional documents section'). */
export const OTHER_DOCUMENT = "Other supporting document";

/**
 * The documents of an application as the applicant checks them and the submission PDF lists them:
 * each document the answers call for with the file uploaded for it (a required one without a file
 * is listed with none, so it shows as missing; an optional one without a file is left out), then
 * the optional uploads, each under OTHER_DOCUMENT. Corrections sent later are not part of the submission.
 */
export function uploadedDocuments(needs: Array<{ key: string; name: string; required: boolean }>, uploads: UploadRecord[]): UploadedDocument[] {
  const listed = needs.flatMap((need) => {
    const files = uploads.filter((u) => u.document_type === "SUPPORTING_DOCUMENTS" && u.supporting_document_id === need.key).map((u) => u.file_name);
    return files.length || need.required ? [{ name: need.name, files, required: need.required }] : [];
  });
  const others = uploads.filter((u) => u.document_type === "OTHER_SUPPORTING_DOCUMENTS").map((u) => ({ name: OTHER_DOCUMENT, files: [u.file_name], required: false }));
  return [...listed, ...others];
}
