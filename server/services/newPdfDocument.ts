import type PDFDocument from "pdfkit";

let pdfkit: Promise<typeof PDFDocument> | undefined;

/**
 * A new pdfkit document. pdfkit (fontkit, its Unicode tables, the standard fonts) is loaded on
 * the first PDF asked for, not at start: importing it cost a third of a second of every start,
 * for the few requests that download a PDF (issue 15, decision 0026).
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  pdfkit ??= import("pdfkit").then((module) => module.default);
  const Document = await pdfkit;
  return new Document(options);
}
