import type { ApiClient } from "../api/apiClient.ts";

/** A file chosen for a correction response, read as a data URL. */
export interface ChosenFile {
  name: string;
  dataUrl: string;
}

/** Spec 000 §3: documents sent with a correction reply are CORRECTION_SUPPORTING_DOCUMENTS. */
export async function uploadCorrectionDocument(api: ApiClient, tempTransId: string, file: ChosenFile): Promise<void> {
  const [head = "", content = ""] = file.dataUrl.split(",", 2);
  const contentType = /^data:([^;]+)/.exec(head)?.[1] ?? "application/octet-stream";
  await api.post("/documents/upload", { temp_trans_id: tempTransId, document: { name: file.name, contentType, content, documentType: "CORRECTION_SUPPORTING_DOCUMENTS" } });
}
