/** A file as playwright's setInputFiles takes it. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The smallest real PNG and PDF (their magic bytes are checked by the server). */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/** A file of the kind an accept list allows: a PDF where PDFs are taken, else a PNG. */
export function fileFor(stem: string, accept: readonly string[] = [".pdf"]): UploadFile {
  return accept.includes(".pdf") ? { name: `${stem}.pdf`, mimeType: "application/pdf", buffer: PDF } : { name: `${stem}.png`, mimeType: "image/png", buffer: PNG };
}

/** One byte over the spec's 20 MB upload limit (spec 000 §9). */
export const OVERSIZED: UploadFile = { name: "too-big.pdf", mimeType: "application/pdf", buffer: Buffer.concat([PDF, Buffer.alloc(20_971_521 - PDF.length)]) };

/** A program, which no upload accepts. */
export const WRONG_TYPE: UploadFile = { name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("4d5a90000300000004000000ffff0000", "hex") };
