/** Saves a file through a temporary link, clicked and released. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a file the server sent as base64 (spec 000 §3 'Download response'). */
export function downloadBase64(base64: string, contentType: string, fileName: string): void {
  downloadBlob(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: contentType }), fileName);
}
