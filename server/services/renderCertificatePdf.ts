import { formatDate } from "../../engine/dates/formatDate.ts";
import type { LicenceVariation } from "../../engine/api/licenceVariationContract.ts";
import type { CertificatePolicy } from "../../engine/types.ts";
import type { CertificateView } from "./certificates.ts";
import { drawEmblem } from "./drawEmblem.ts";
import { holderName } from "./holderName.ts";
import { newPdfDocument } from "./newPdfDocument.ts";
import { pdfToBuffer } from "./pdfToBuffer.ts";

/** Which document of a certificate (spec 000 §7 'Certificate download and preview': certificate_type). */
export type CertificateKind = "licence" | "card";

/** What the documents print besides the frozen fields: the type's texts and where the QR code leads. */
export interface CertificatePrint {
  /** The portal's public origin (PUBLIC_URL): the QR code opens `<publicUrl>/verify/<code>`. */
  publicUrl: string;
  /** The type's certificate section (titles, statement); absent for a type that has since dropped it. */
  policy?: CertificatePolicy;
  /**
   * The licence's signed statement (compact JWS, decision 0067): its QR code then opens
   * `<publicUrl>/verify#<statement>`, which /verify checks with no signal and which, after the
   * `#`, never reaches a server. Without it (no signing key), the address of the code.
   */
  statement?: string | null;
  /** The licence's variations (decision 0071), oldest first: printed on a page of their own after the licence. */
  variations?: Array<Pick<LicenceVariation, "from" | "varied_on" | "text">>;
}

const AUTHORITY = "National Fisheries Authority";
const NAVY = "#0b3d5c";
const GREY = "#505a5f";
/** ISO/IEC 7810 ID-1, the size of a bank card, in PDF points. */
export const ID_CARD_SIZE: [number, number] = [242.65, 153.07];
const A4: [number, number] = [595.28, 841.89];
/** Where the ID card's photo goes, in points from its top left: the picture never leaves it. */
export const ID_CARD_PHOTO_BOX = { x: 8, y: 35, w: 54, h: 68 } as const;
/** What the ID card says of the NFA registration number of a holder who has none on file. */
export const NO_NFA_NUMBER = "Not yet assigned";

/**
 * The QR code of a verification address as a PNG data URL (qrcode is loaded on the first
 * document, like pdfkit). A data URL rather than a Buffer: pdfkit takes it the same in every build
 * (its browser build, which a test under jsdom resolves, does not see Node's Buffer as one).
 */
async function qrPng(url: string): Promise<string> {
  const QRCode = (await import("qrcode")).default;
  return QRCode.toDataURL(url, { type: "image/png", errorCorrectionLevel: "M", margin: 0, scale: 8, color: { dark: "#000000", light: "#ffffff" } });
}

/**
 * A diagonal REVOKED across a revoked document, centred on `middle` (over the particulars, clear
 * of the QR code, which must still scan), so a print of it cannot pass as current.
 */
function revokedMark(doc: PDFKit.PDFDocument, w: number, middle: number, size: number): void {
  doc.save().rotate(-30, { origin: [w / 2, middle] }).fillColor("#d4351c").opacity(0.35).font("Helvetica-Bold").fontSize(size);
  doc.text("REVOKED", 0, middle - size / 2, { width: w, align: "center", lineBreak: false });
  doc.restore().opacity(1);
}

/** The licence on A4: border, mark, title, particulars, validity, QR code and code, statement. */
function drawLicence(doc: PDFKit.PDFDocument, c: CertificateView, print: CertificatePrint, qr: string | null): void {
  const p = c.propertiesMap;
  const [W, H] = A4;
  // A double border, as printed certificates have.
  doc.lineWidth(3).strokeColor(NAVY).rect(22, 22, W - 44, H - 44).stroke();
  doc.lineWidth(0.8).rect(30, 30, W - 60, H - 60).stroke();
  // The mark again, large and faint behind the particulars: a photocopy loses it, a print keeps it.
  doc.save().opacity(0.05);
  drawEmblem(doc, W / 2 - 170, 300, 340, NAVY);
  doc.restore().opacity(1);
  drawEmblem(doc, W / 2 - 36, 52, 72, NAVY);
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(13).text(AUTHORITY.toUpperCase(), 40, 134, { width: W - 80, align: "center", characterSpacing: 2 });
  doc.fillColor(GREY).font("Helvetica").fontSize(9).text("Established under the Fisheries Act", { width: W - 80, align: "center" });
  doc.fillColor("#000000").font("Times-Bold").fontSize(28).text(print.policy?.licenceTitle ?? p.FLIS_Licence, 40, 182, { width: W - 80, align: "center" });
  doc.fillColor(GREY).font("Helvetica").fontSize(10).text(`Licence number ${p.FLIS_TransactionId}`, { width: W - 80, align: "center" });
  doc.moveTo(80, 240).lineTo(W - 80, 240).lineWidth(1).strokeColor(NAVY).stroke();

  const rows: Array<[string, string | null]> = [
    ["Licence holder", holderName(c)],
    ["NFA registration number", c.nfa_registration_number],
    ["Address", c.address],
    ["Type / category of licence", p.FLIS_TypeCategoryofLicenceFisher],
    ["Type / category of vessel licence", p.FLIS_TypeCategoryofLicenseVessel],
    ["Species", p.FLIS_TypeofSpecies],
    ["Fishing port", p.FLIS_FishingPort],
    ["Inland waters", p.FLIS_Inland],
    ["Home base port", p.FLIS_HomeBasePort],
  ];
  let y = 258;
  const labelX = 80;
  const valueX = 250;
  for (const [label, value] of rows.filter(([, v]) => v)) {
    // The small label set on the value's baseline, as on a printed form.
    doc.fillColor(GREY).font("Helvetica").fontSize(8.5).text(label.toUpperCase(), labelX, y + 2.5, { width: valueX - labelX - 10 });
    doc.fillColor("#000000").font("Helvetica-Bold").fontSize(11);
    const height = doc.heightOfString(String(value), { width: W - 80 - valueX });
    doc.text(String(value), valueX, y, { width: W - 80 - valueX });
    y += Math.max(height, 12) + 8;
    doc.moveTo(labelX, y - 4).lineTo(W - 80, y - 4).lineWidth(0.4).strokeColor("#b1b4b6").stroke();
  }

  // Validity, in a tinted box: the dates an officer looks for first (decision 0021's date format).
  y += 10;
  doc.rect(labelX, y, W - 160, 46).fill("#e8f1f8");
  doc.fillColor(NAVY).font("Helvetica").fontSize(9).text("VALID FROM", labelX + 14, y + 9).text("VALID UNTIL", W / 2 + 10, y + 9);
  doc.fillColor("#000000").font("Helvetica-Bold").fontSize(14).text(formatDate(p.FLIS_DateofIssue), labelX + 14, y + 22).text(formatDate(p.FLIS_DateofExpiration), W / 2 + 10, y + 22);
  const varied = print.variations?.length ?? 0;
  // Under the dates, where an officer looks: the conditions printed here are not the whole story.
  if (varied) doc.fillColor("#d4351c").font("Helvetica-Bold").fontSize(9.5).text(`Varied by the NFA: ${varied === 1 ? "1 variation applies" : `${varied} variations apply`}. See the next page.`, labelX, y + 54, { width: W - 160 });

  // Verification: the QR code and the code it holds, for a phone or for typing, right under the
  // dates (at the foot it left a blank half page between them).
  // 140 pt (49 mm): the signed statement's QR code is version 14 or 15 (73 or 77 modules, decision
  // 0067), so each module prints at about 0.65 mm, which a phone reads at arm's length.
  const qrSize = 140;
  const qrY = Math.min(y + 80, H - 110 - qrSize);
  if (qr && c.verification_code) {
    doc.image(qr, labelX, qrY, { width: qrSize, height: qrSize });
    const textX = labelX + qrSize + 20;
    doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(11).text("Check this licence", textX, qrY + 4);
    doc.fillColor("#000000").font("Helvetica").fontSize(9).text(`Scan the code with a phone, or go to ${print.publicUrl}/verify and enter:`, textX, qrY + 22, { width: W - 80 - textX });
    doc.font("Courier-Bold").fontSize(20).text(c.verification_code, textX, qrY + 52);
    const offline = print.statement ? " Scanned, it also works with no signal, on a phone that has opened that page once before." : "";
    doc.fillColor(GREY).font("Helvetica").fontSize(8).text(`The page says whether the licence is valid, expired, suspended or revoked.${offline}`, textX, qrY + 80, { width: W - 80 - textX });
  }
  doc.moveTo(W - 230, H - 110).lineTo(W - 80, H - 110).lineWidth(0.6).strokeColor("#000000").stroke();
  doc.fillColor(GREY).font("Helvetica").fontSize(8).text(`For the ${AUTHORITY}`, W - 230, H - 104, { width: 150, align: "center" });
  const statement = print.policy?.statement;
  if (statement) doc.fillColor(GREY).font("Helvetica-Oblique").fontSize(8).text(statement, 60, H - 80, { width: W - 120, align: "center" });
  if (c.revoked_at) revokedMark(doc, W, 330, 84);
}

/**
 * The licence's variations on a page of their own (decision 0071): each with the day it applies
 * from and the day the NFA published it, oldest first, so the page reads as the licence's
 * conditions changed in order. A long text runs onto further pages.
 */
function drawVariations(doc: PDFKit.PDFDocument, c: CertificateView, variations: NonNullable<CertificatePrint["variations"]>): void {
  const [W, H] = A4;
  doc.addPage({ size: "A4", margin: 0 });
  doc.lineWidth(3).strokeColor(NAVY).rect(22, 22, W - 44, H - 44).stroke();
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(16).text("Variations of this licence", 60, 60, { width: W - 120 });
  doc.fillColor(GREY).font("Helvetica").fontSize(10).text(`Licence number ${c.propertiesMap.FLIS_TransactionId}. These change its conditions from the day each applies.`, 60, 84, { width: W - 120 });
  let y = 120;
  for (const [n, v] of variations.entries()) {
    const height = doc.font("Helvetica").fontSize(11).heightOfString(v.text, { width: W - 120 });
    if (y + height + 40 > H - 60) {
      doc.addPage({ size: "A4", margin: 0 });
      y = 60;
    }
    doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(11).text(`${n + 1}. From ${formatDate(v.from)}`, 60, y, { width: W - 120 });
    doc.fillColor(GREY).font("Helvetica").fontSize(8.5).text(`Published by the NFA on ${formatDate(v.varied_on)}`, 60, y + 15, { width: W - 120 });
    doc.fillColor("#000000").font("Helvetica").fontSize(11).text(v.text, 60, y + 30, { width: W - 120 });
    y += 30 + height + 18;
    doc.moveTo(60, y - 9).lineTo(W - 60, y - 9).lineWidth(0.4).strokeColor("#b1b4b6").stroke();
  }
}

/** The ID card on ID-1: a dark band with the mark, the photo, the holder's particulars, the QR code. */
function drawCard(doc: PDFKit.PDFDocument, c: CertificateView, photo: Buffer | null, print: CertificatePrint, qr: string | null): void {
  const p = c.propertiesMap;
  const [W, H] = ID_CARD_SIZE;
  doc.rect(0, 0, W, H).fill("#f3f7fa");
  doc.rect(0, 0, W, 28).fill(NAVY);
  drawEmblem(doc, 5, 3, 22, "#ffffff");
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(7.5).text(AUTHORITY.toUpperCase(), 32, 6, { width: W - 40, characterSpacing: 0.5, lineBreak: false });
  doc.font("Helvetica").fontSize(7).text(print.policy?.idCard?.title ?? "ID Card", 32, 16, { width: W - 40, lineBreak: false });
  const photoBox = ID_CARD_PHOTO_BOX;
  let drawn = false;
  if (photo) {
    // pdfkit's `cover` scales the picture to fill the box but draws all of it: a photo taller or
    // wider than the box spilled over the name and the card (issue 31 item 7). Clipped to the box,
    // the middle of it is shown, as a photo cut to size would be.
    doc.save().rect(photoBox.x, photoBox.y, photoBox.w, photoBox.h).clip();
    try {
      // As a data URL, like the QR code: pdfkit reads the picture's own bytes to tell PNG from JPEG.
      doc.image(`data:application/octet-stream;base64,${photo.toString("base64")}`, photoBox.x, photoBox.y, { cover: [photoBox.w, photoBox.h], align: "center", valign: "center" });
      drawn = true;
    } catch {
      // An image pdfkit cannot read leaves the placeholder: the card itself must still be issued.
    }
    doc.restore();
  }
  if (!drawn) doc.fillColor(GREY).font("Helvetica").fontSize(6).text("No photo", photoBox.x, photoBox.y + photoBox.h / 2 - 3, { width: photoBox.w, align: "center" });
  doc.lineWidth(0.6).strokeColor(NAVY).rect(photoBox.x, photoBox.y, photoBox.w, photoBox.h).stroke();
  const x = 70;
  const qrSize = 50;
  const textWidth = W - x - qrSize - 14;
  doc.fillColor("#000000").font("Helvetica-Bold").fontSize(9).text(holderName(c), x, 35, { width: textWidth, height: 20, ellipsis: true });
  const lines: Array<[string, string]> = [
    // A holder who applied without an NFA number has none on the card; a dash read as a misprint.
    ["NFA REG. NO.", c.nfa_registration_number?.trim() || NO_NFA_NUMBER],
    ["ISSUED", formatDate(p.FLIS_IDCardDateofIssue)],
    ["EXPIRES", formatDate(p.FLIS_IDCardDateofExpiry)],
  ];
  lines.forEach(([label, value], i) => {
    const ly = 54 + i * 15;
    doc.fillColor(GREY).font("Helvetica").fontSize(5).text(label, x, ly, { width: textWidth, lineBreak: false });
    doc.fillColor("#000000").font("Helvetica-Bold").fontSize(7).text(value, x, ly + 6, { width: textWidth, lineBreak: false });
  });
  if (qr && c.card_verification_code) {
    doc.image(qr, W - qrSize - 8, 35, { width: qrSize, height: qrSize });
    doc.fillColor("#000000").font("Courier-Bold").fontSize(5.6).text(c.card_verification_code, W - qrSize - 12, 88, { width: qrSize + 8, align: "center", lineBreak: false });
    doc.fillColor(GREY).font("Helvetica").fontSize(4.5).text("Scan to verify", W - qrSize - 12, 96, { width: qrSize + 8, align: "center", lineBreak: false });
  }
  const licence = [p.FLIS_Licence, p.FLIS_TypeCategoryofLicenceFisher].filter(Boolean).join(": ");
  doc.rect(0, H - 30, W, 30).fill("#ffffff");
  doc.moveTo(0, H - 30).lineTo(W, H - 30).lineWidth(1.5).strokeColor(NAVY).stroke();
  doc.fillColor("#000000").font("Helvetica-Bold").fontSize(6.5).text(licence, 8, H - 25, { width: W - 16, height: 9, ellipsis: true });
  doc.fillColor(GREY).font("Helvetica").fontSize(5).text(`Transaction ${p.FLIS_TransactionId} · Verify at ${print.publicUrl}/verify`, 8, H - 12, { width: W - 16, lineBreak: false });
  if (c.revoked_at) revokedMark(doc, W - qrSize, H / 2, 30);
}

/**
 * What a document's QR code opens: the licence's signed statement after `#` when there is one
 * (decision 0067); otherwise, and always on the ID card, whose code is too small for the
 * statement's denser QR code, the address of its verification code (decision 0039).
 */
export function verificationAddress(kind: CertificateKind, code: string, print: CertificatePrint): string {
  return kind === "licence" && print.statement ? `${print.publicUrl}/verify#${print.statement}` : `${print.publicUrl}/verify/${code}`;
}

/**
 * Renders a certificate's licence or ID card as a PDF (pdfkit, standard fonts, the mark drawn as
 * vectors), from the listing fields frozen when the licence was approved, with the QR code of its
 * verification address (`<publicUrl>/verify/<code>`, decision 0039) and, for a licence, a page of
 * its variations when it has any (decision 0071).
 */
export async function renderCertificatePdf(kind: CertificateKind, certificate: CertificateView, photo: Buffer | null, print: CertificatePrint): Promise<Buffer> {
  const title = kind === "card" ? `${print.policy?.idCard?.title ?? "ID Card"} ${certificate.propertiesMap.FLIS_TransactionId}` : `${certificate.propertiesMap.FLIS_Licence} ${certificate.propertiesMap.FLIS_TransactionId}`;
  const code = kind === "card" ? certificate.card_verification_code : certificate.verification_code;
  const qr = code ? await qrPng(verificationAddress(kind, code, print)) : null;
  const doc = await newPdfDocument({ size: kind === "card" ? ID_CARD_SIZE : "A4", margin: 0, info: { Title: title, Author: AUTHORITY } });
  if (kind === "card") drawCard(doc, certificate, photo, print, qr);
  else {
    drawLicence(doc, certificate, print, qr);
    if (print.variations?.length) drawVariations(doc, certificate, print.variations);
  }
  return pdfToBuffer(doc);
}
