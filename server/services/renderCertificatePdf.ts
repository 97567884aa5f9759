import { formatDate } from "../../engine/dates/formatDate.ts";
import type { CertificateView } from "./certificates.ts";
import { newPdfDocument } from "./newPdfDocument.ts";
import { pdfToBuffer } from "./pdfToBuffer.ts";

/** Which document of a certificate (spec 000 §7 'Certificate download and preview': certificate_type). */
export type CertificateKind = "licence" | "card";

const AUTHORITY = "National Fisheries Authority";
/** ISO/IEC 7810 ID-1, the size of a bank card, in PDF points. */
const ID_CARD_SIZE: [number, number] = [242.65, 153.07];

const holderName = (c: CertificateView) => [c.propertiesMap.FLIS_NameofApplicant, c.propertiesMap.FLIS_NameofApplicantMiddle, c.propertiesMap.FLIS_NameofApplicantLast].filter(Boolean).join(" ");

/** The licence: every listing field that applies, one labelled line each. */
function drawLicence(doc: PDFKit.PDFDocument, c: CertificateView): void {
  const p = c.propertiesMap;
  doc.fontSize(12).font("Helvetica").text(AUTHORITY, { align: "center" });
  doc.moveDown(0.5).fontSize(22).font("Helvetica-Bold").text(p.FLIS_Licence, { align: "center" });
  doc.moveDown(1.5).fontSize(11).font("Helvetica");
  const lines: Array<[string, string | null]> = [
    ["Licence holder", holderName(c)],
    ["NFA registration number", c.nfa_registration_number],
    ["Address", c.address],
    ["Transaction number", p.FLIS_TransactionId],
    ["Type / category of licence", p.FLIS_TypeCategoryofLicenceFisher],
    ["Type / category of vessel licence", p.FLIS_TypeCategoryofLicenseVessel],
    ["Species", p.FLIS_TypeofSpecies],
    ["Fishing port", p.FLIS_FishingPort],
    ["Inland waters", p.FLIS_Inland],
    ["Home base port", p.FLIS_HomeBasePort],
    // Dates as the portal shows them everywhere, '22 November 2026' (engine/dates, decision 0021).
    ["Date of issue", formatDate(p.FLIS_DateofIssue)],
    ["Date of expiration", formatDate(p.FLIS_DateofExpiration)],
  ];
  for (const [label, value] of lines.filter(([, v]) => v)) {
    doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(String(value));
    doc.moveDown(0.3);
  }
  doc.moveDown(2).fontSize(9).text(`This licence is issued under the Fisheries Act to the holder named above and is valid until ${formatDate(p.FLIS_DateofExpiration)}. It must be produced on request by an authorised officer.`);
}

/** The fisher ID card: name, numbers, dates and the applicant's photo when one was uploaded. */
function drawCard(doc: PDFKit.PDFDocument, c: CertificateView, photo: Buffer | null): void {
  const p = c.propertiesMap;
  doc.rect(0, 0, ID_CARD_SIZE[0], 24).fill("#0b4f6c");
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(9).text(`${AUTHORITY} - Fisher ID Card`, 8, 8, { width: ID_CARD_SIZE[0] - 16 });
  doc.fillColor("#000000");
  const photoBox = { x: 8, y: 32, w: 60, h: 75 };
  let drawn = false;
  if (photo) {
    try {
      doc.image(photo, photoBox.x, photoBox.y, { fit: [photoBox.w, photoBox.h] });
      drawn = true;
    } catch {
      // An image pdfkit cannot read leaves the placeholder: the card itself must still be issued.
    }
  }
  if (!drawn) doc.rect(photoBox.x, photoBox.y, photoBox.w, photoBox.h).stroke();
  const x = 76;
  doc.font("Helvetica-Bold").fontSize(9).text(holderName(c), x, 34, { width: ID_CARD_SIZE[0] - x - 8 });
  doc.font("Helvetica").fontSize(7);
  const lines = [`NFA Reg. #: ${c.nfa_registration_number ?? ""}`, `Transaction: ${p.FLIS_TransactionId}`, `Issued: ${formatDate(p.FLIS_IDCardDateofIssue)}`, `Expires: ${formatDate(p.FLIS_IDCardDateofExpiry)}`];
  lines.forEach((line, i) => doc.text(line, x, 52 + i * 11, { width: ID_CARD_SIZE[0] - x - 8 }));
  const licence = [p.FLIS_Licence, p.FLIS_TypeCategoryofLicenceFisher].filter(Boolean).join(": ");
  doc.fontSize(6).text(licence, 8, 118, { width: ID_CARD_SIZE[0] - 16 });
}

/**
 * Renders a certificate's licence or ID card as a PDF (pdfkit, standard fonts, no files read
 * besides the fonts pdfkit ships), from the listing fields frozen when the licence was approved.
 */
export async function renderCertificatePdf(kind: CertificateKind, certificate: CertificateView, photo: Buffer | null = null): Promise<Buffer> {
  const title = kind === "card" ? `Fisher ID Card ${certificate.propertiesMap.FLIS_TransactionId}` : `${certificate.propertiesMap.FLIS_Licence} ${certificate.propertiesMap.FLIS_TransactionId}`;
  const doc = await newPdfDocument({ size: kind === "card" ? ID_CARD_SIZE : "A4", margin: kind === "card" ? 0 : 56, info: { Title: title, Author: AUTHORITY } });
  if (kind === "card") drawCard(doc, certificate, photo);
  else drawLicence(doc, certificate);
  return pdfToBuffer(doc);
}
