import { ApiError, type ApiClient } from "../api/apiClient.ts";
import { downloadBlob } from "../dashboard/downloadBlob.ts";

/** Saves a file the server sent as base64 (the reports' spreadsheets) under its own name. */
export function downloadBase64(file: { contentType: string; base64: string; downloadFileName: string }): void {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: file.contentType }), file.downloadFileName);
}

/**
 * Asks for a report spreadsheet (spec 000 §7 'Admin report downloads': a file, or a message when
 * nothing matched) and saves it; answers the message to show, or null when a file was saved.
 */
export async function downloadReport(api: ApiClient, path: string, filters: object): Promise<string | null> {
  try {
    const file = await api.post<{ msg?: string; contentType?: string; base64?: string; downloadFileName?: string }>(path, filters);
    if (file.base64 && file.contentType && file.downloadFileName) {
      downloadBase64({ contentType: file.contentType, base64: file.base64, downloadFileName: file.downloadFileName });
      return null;
    }
    return file.msg ?? "Nothing was found to download";
  } catch (error) {
    return error instanceof ApiError ? error.message : "The report could not be downloaded";
  }
}
