import { downloadBlob } from "../dashboard/downloadBlob.ts";

/** Saves a file the server sent as base64 (the reports' spreadsheets) under its own name. */
export function downloadBase64(file: { contentType: string; base64: string; downloadFileName: string }): void {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: file.contentType }), file.downloadFileName);
}
